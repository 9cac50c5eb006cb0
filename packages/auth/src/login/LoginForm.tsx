import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '@wl/api-client';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Tabs } from '@wl/ui-kit';
import { useCountriesQuery } from '../account/accountsApi';
import { CaptchaField, CheckField, MobileField, PasswordField, SmsCodeField, useMessage, useFieldRegistry, UsernameField } from '../fields/fields';
import { FormCard, FormError, useErrorText } from '../fields/layout';
import { rememberedLogins, type LoginMethod } from '../remember/rememberedLogin';
import { check, LIMITS, type Message } from '../rules/validation';
import { useSmsCode } from '../account/useSmsCode';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';
import { useLoginMutation } from '../session/authApi';
import { SliderChallenge } from '../slider/SliderChallenge';

type Field = 'username' | 'password' | 'mobile' | 'code' | 'captcha';
type Errors = Partial<Record<Field, Message>>;

export interface LoginFormProps {
  /** called after the session started */
  onSuccess: () => void;
  /** `agent` refuses non-agents (Non-agents cannot log in) */
  portal?: 'member' | 'agent';
}

/**
 * The login form of /m/login and of the login modal: username or SMS-code method (SMS when the brand's
 * MOBILELOGIN3 flag is on), remembered login per method, captcha once the platform asks for it, slider
 * challenge where the brand turns it on (SLIDER3). A failed call keeps what the player typed.
 */
export function LoginForm({ onSuccess, portal = 'member' }: LoginFormProps) {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const smsLogin = useFlag('MOBILELOGIN3');
  const sliderOn = useFlag('SLIDER3');
  const message = useMessage();
  const errorText = useErrorText();
  const [login, { isLoading }] = useLoginMutation();
  const smsCode = useSmsCode();
  const countries = useCountriesQuery(undefined, { skip: !smsLogin });

  const [method, setMethod] = useState<LoginMethod>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState<string>();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState('');
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [slider, setSlider] = useState<{ for: 'login' | 'sms'; failed: boolean } | null>(null);
  const fields = useFieldRegistry<string>();
  const dialingCode = dialing ?? countries.data?.[0]?.dialingCode ?? '';

  // switching methods reloads that method's remembered login and refreshes a visible captcha
  useEffect(() => {
    let live = true;
    void rememberedLogins()
      .load(method)
      .then((saved) => {
        if (!live || !saved) return;
        setRemember(true);
        if (method === 'username') {
          setUsername(saved.username);
          setPassword(saved.password);
        } else {
          setMobile(saved.username);
          if (saved.countryDialingCode) setDialing(saved.countryDialingCode);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [method]);

  function validate(): Errors {
    const found: Errors =
      method === 'username'
        ? { username: check('loginUsername', username), password: check('loginPassword', password) }
        : { mobile: check('loginMobileNum', mobile), code: check('verificationCode', code) };
    if (captchaShown) found.captcha = check('captcha', captcha);
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  }

  useRevalidateOnLanguageChange(() => {
    if (Object.keys(errors).length) setErrors((prev) => Object.fromEntries(Object.entries(validate()).filter(([k]) => k in prev)));
  });

  function switchMethod(next: string) {
    setMethod(next as LoginMethod);
    setErrors({});
    setFormError(null);
    if (captchaShown) {
      setCaptcha('');
      setCaptchaNonce((n) => n + 1);
    }
  }

  async function doLogin(answer?: SliderAnswer) {
    setFormError(null);
    const sms = method === 'sms';
    try {
      await login({
        username: sms ? mobile.trim() : username.trim(),
        password: sms ? code.trim() : password,
        type: method,
        ...(captchaShown ? { captcha: captcha.trim(), captchaId } : {}),
        ...(answer ? { slider: answer } : {}),
        portal,
        merchantCode: brand.merchantCode,
      }).unwrap();
      const saved = rememberedLogins();
      if (remember)
        await saved
          .save(method, sms ? { username: mobile.trim(), password: '', countryDialingCode: dialingCode } : { username: username.trim(), password })
          .catch(() => undefined);
      else saved.forget(method);
      onSuccess();
    } catch (error) {
      if (isApiError(error) && error.captcha) {
        // the platform wants a captcha: show it with a fresh image
        setCaptchaShown(true);
        setCaptcha('');
        setCaptchaNonce((n) => n + 1);
      }
      if (sms) setCode('');
      setFormError(errorText(error));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['username', 'password', 'mobile', 'code', 'captcha'] as const).find((f) => found[f]);
    if (first) {
      fields.focus(first);
      return;
    }
    if (sliderOn) setSlider({ for: 'login', failed: false });
    else void doLogin();
  }

  async function requestCode(answer?: SliderAnswer) {
    const invalid = check('loginMobileNum', mobile);
    if (invalid) {
      setErrors((e) => ({ ...e, mobile: { key: 'validation.mobileFirst' } }));
      fields.focus('mobile');
      return;
    }
    if (sliderOn && !answer) {
      setSlider({ for: 'sms', failed: false });
      return;
    }
    const error = await smsCode.send({
      purpose: 'noLogin',
      mobileNum: mobile.trim(),
      countryDialingCode: dialingCode,
      ...(answer ? { slider: answer } : {}),
    });
    if (error) setFormError(errorText(error));
  }

  const bind = (field: Field) => ({
    ref: fields.ref(field),
    error: message(errors[field]),
  });

  return (
    <FormCard onSubmit={submit} noValidate aria-label={t('login.title')}>
      {smsLogin && (
        <Tabs
          label={t('login.methods')}
          value={method}
          onChange={switchMethod}
          items={[
            { id: 'username', label: t('login.byUsername') },
            { id: 'sms', label: t('login.bySms') },
          ]}
        />
      )}
      {formError && <FormError role="alert">{formError}</FormError>}
      {method === 'username' ? (
        <>
          <UsernameField {...bind('username')} value={username} onChange={(e) => setUsername(e.target.value)} />
          <PasswordField
            {...bind('password')}
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </>
      ) : (
        <>
          <MobileField
            {...bind('mobile')}
            name="mobile"
            value={mobile}
            onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
            dialingCode={dialingCode}
            onDialingCode={setDialing}
          />
          <SmsCodeField
            {...bind('code')}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.smsCode))}
            seconds={smsCode.seconds}
            sending={smsCode.sending}
            onSend={() => void requestCode()}
          />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          {...bind('captcha')}
          name="captcha"
          value={captcha}
          onChange={(e) => setCaptcha(e.target.value.replace(/\D/g, '').slice(0, LIMITS.captcha))}
          reloadKey={captchaNonce}
          onReload={() => setCaptchaNonce((n) => n + 1)}
          onCaptchaId={setCaptchaId}
        />
      )}
      <CheckField checked={remember} onChange={(e) => setRemember(e.target.checked)}>
        {t('login.remember')}
      </CheckField>
      <Button type="submit" variant="primary" block loading={isLoading}>
        {t(isLoading ? 'login.submitting' : 'login.submit')}
      </Button>
      <SliderChallenge
        open={slider !== null}
        failed={slider?.failed}
        onClose={() => setSlider(null)}
        onSolved={(answer) => {
          const target = slider?.for;
          setSlider(null);
          if (target === 'sms') void requestCode(answer);
          else void doLogin(answer);
        }}
      />
    </FormCard>
  );
}
