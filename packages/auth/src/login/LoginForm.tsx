import { useEffect, useState } from 'react';
import { isApiError } from '@wl/api-client';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Tabs } from '@wl/ui-kit';
import { useCountriesQuery } from '../account/accountsApi';
import {
  CaptchaField,
  CheckField,
  digits,
  MobileField,
  onMobileField,
  PasswordField,
  showFailure,
  SmsCodeField,
  useAccountForm,
  UsernameField,
} from '../fields/fields';
import { FormCard, FormError } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { rememberedLogins, type LoginMethod } from '../remember/rememberedLogin';
import { check, LIMITS, type RuleName } from '../rules/validation';
import { useSmsCode } from '../account/useSmsCode';
import { useLoginMutation } from '../session/authApi';
import { SliderChallenge } from '../slider/SliderChallenge';

interface LoginValues {
  username: string;
  password: string;
  mobile: string;
  code: string;
  captcha: string;
}
const EMPTY: LoginValues = { username: '', password: '', mobile: '', code: '', captcha: '' };

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
  const errorText = useErrorText();
  const [login] = useLoginMutation();
  const smsCode = useSmsCode();
  const countries = useCountriesQuery(undefined, { skip: !smsLogin });

  const [method, setMethod] = useState<LoginMethod>('username');
  const [dialing, setDialing] = useState<string>();
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaNonce, setCaptchaNonce] = useState(0);
  const [slider, setSlider] = useState<{ for: 'login' | 'sms'; failed: boolean } | null>(null);
  /** a rule that holds only on one method's tab */
  const on = (tab: LoginMethod, rule: RuleName) => (value: string) => (method === tab ? check(rule, value) : undefined);
  const form = useAccountForm<LoginValues>({
    initial: EMPTY,
    validate: {
      username: on('username', 'loginUsername'),
      password: on('username', 'loginPassword'),
      mobile: on('sms', 'loginMobileNum'),
      code: on('sms', 'verificationCode'),
      captcha: (value) => (captchaShown ? check('captcha', value) : undefined),
    },
    onSubmit: (values) => (sliderOn ? setSlider({ for: 'login', failed: false }) : doLogin(values)),
  });
  const { values, set } = form;
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
          set('username', saved.username);
          set('password', saved.password);
        } else {
          set('mobile', saved.username);
          if (saved.countryDialingCode) setDialing(saved.countryDialingCode);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [method, set]);

  function switchMethod(next: string) {
    setMethod(next as LoginMethod);
    // what was typed stays; the messages and a visible captcha go
    form.reset({ ...values, captcha: '' });
    if (captchaShown) setCaptchaNonce((n) => n + 1);
  }

  /** Logs in (under the form's submit lock); a failure keeps what was typed and shows above the form. */
  async function doLogin({ username, password, mobile, code, captcha }: LoginValues, answer?: SliderAnswer) {
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
        set('captcha', '');
        setCaptchaNonce((n) => n + 1);
      }
      if (sms) set('code', '');
      throw error;
    }
  }

  async function requestCode(answer?: SliderAnswer) {
    const invalid = check('loginMobileNum', values.mobile);
    if (invalid) {
      form.setError('mobile', { key: 'validation.mobileFirst' });
      form.focus('mobile');
      return;
    }
    if (sliderOn && !answer) {
      setSlider({ for: 'sms', failed: false });
      return;
    }
    const error = await smsCode.send({
      purpose: 'noLogin',
      mobileNum: values.mobile.trim(),
      countryDialingCode: dialingCode,
      ...(answer ? { slider: answer } : {}),
    });
    // a refused number shows on its field until corrected
    if (error) showFailure(form, error, onMobileField('mobile'));
  }

  return (
    <FormCard onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('login.title')}>
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
      {form.formError !== undefined && <FormError role="alert">{errorText(form.formError)}</FormError>}
      {method === 'username' ? (
        <>
          <UsernameField {...form.field('username')} />
          <PasswordField {...form.field('password')} label={t('fields.password')} name="password" autoComplete="current-password" />
        </>
      ) : (
        <>
          <MobileField {...form.field('mobile', digits())} name="mobile" dialingCode={dialingCode} onDialingCode={setDialing} />
          <SmsCodeField {...form.field('code', digits(LIMITS.smsCode))} name="code" sms={smsCode} onSend={() => void requestCode()} />
        </>
      )}
      {captchaShown && (
        <CaptchaField
          {...form.field('captcha', digits(LIMITS.captcha))}
          name="captcha"
          reloadKey={captchaNonce}
          onReload={() => setCaptchaNonce((n) => n + 1)}
          onCaptchaId={setCaptchaId}
        />
      )}
      <CheckField checked={remember} onChange={(e) => setRemember(e.target.checked)}>
        {t('login.remember')}
      </CheckField>
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t(form.submitting ? 'login.submitting' : 'login.submit')}
      </Button>
      <SliderChallenge
        open={slider !== null}
        failed={slider?.failed}
        onClose={() => setSlider(null)}
        onSolved={(answer) => {
          const target = slider?.for;
          setSlider(null);
          if (target === 'sms') void requestCode(answer);
          else void form.run(() => doLogin(values, answer));
        }}
      />
    </FormCard>
  );
}
