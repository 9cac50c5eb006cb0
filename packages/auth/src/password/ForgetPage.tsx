import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_CODE, isApiError } from '@wl/api-client';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Tabs, TextField, useToast } from '@wl/ui-kit';
import { useCountriesQuery, useForgotPasswordByEmailMutation, useSetPasswordByPhoneMutation } from '../account/accountsApi';
import { MobileField, PasswordField, SmsCodeField, useFieldRegistry, useMessage } from '../fields/fields';
import { Card, FormError, Intro, Links, Screen, ScreenHeader, useErrorText } from '../fields/layout';
import { useSmsCode } from '../account/useSmsCode';
import { usePhoneVerification } from '../identity/usePhoneVerification';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';
import { check, LIMITS, type Message } from '../rules/validation';
import { useLoginMutation } from '../session/authApi';
import { SliderChallenge } from '../slider/SliderChallenge';

/** The forgot-password confirmation shows 1 s, then the screen goes back (spec 000 section 8, in_been_out). */
export const FORGET_CONFIRM_MS = 1000;

type Errors = Partial<Record<'username' | 'email' | 'mobile' | 'code' | 'password', Message>>;

/** Keeps only the messages of fields that still fail (language-change revalidation). */
function stillFailing(prev: Errors, now: Errors): Errors {
  return Object.fromEntries(Object.keys(prev).flatMap((k) => (now[k as keyof Errors] ? [[k, now[k as keyof Errors]]] : []))) as Errors;
}

/** Retrieval by email: username and email, trimmed, form-urlencoded; success confirms and goes back. */
function EmailForm() {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const message = useMessage();
  const errorText = useErrorText();
  const [send, { isLoading }] = useForgotPasswordByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useFieldRegistry<string>();
  const validate = (): Errors =>
    Object.fromEntries(Object.entries({ username: check('loginUsername', username), email: check('email', email) }).filter(([, e]) => e));
  useRevalidateOnLanguageChange(() => setErrors((prev) => stillFailing(prev, validate())));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['username', 'email'] as const).find((f) => found[f]);
    if (first) return fields.focus(first);
    setFormError(null);
    try {
      await send({ username: username.trim(), email: email.trim() }).unwrap();
      toast.show({ message: t('messages.emailSent'), kind: 'success', duration: FORGET_CONFIRM_MS });
      setTimeout(() => (location.key !== 'default' ? navigate(-1) : navigate('/m/login', { replace: true })), FORGET_CONFIRM_MS);
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  const service = brand.links.contact.telegram;
  return (
    <Card onSubmit={submit} noValidate aria-label={t('forget.byEmail')}>
      <Intro>{t('forget.emailIntro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      <TextField
        ref={fields.ref('username')}
        label={t('fields.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={message(errors.username)}
      />
      <TextField
        ref={fields.ref('email')}
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={message(errors.email)}
      />
      <Button type="submit" variant="primary" block loading={isLoading}>
        {t('forget.submitEmail')}
      </Button>
      {service && (
        <Links>
          <a href={service} target="_blank" rel="noopener noreferrer">
            {t('forget.customerService')}
          </a>
        </Links>
      )}
    </Card>
  );
}

/**
 * Set password by phone: mobile number, SMS code (requested through the slider challenge where the brand
 * turns it on), new password. Success logs the player in with the new password; a failure clears the code,
 * and the password too when it was the same as before (modify.new.old.same).
 */
function PhoneForm() {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const sliderOn = useFlag('SLIDER3');
  const navigate = useNavigate();
  const message = useMessage();
  const errorText = useErrorText();
  const countries = useCountriesQuery();
  const smsCode = useSmsCode();
  const providerPhone = usePhoneVerification();
  const [setPassword, setting] = useSetPasswordByPhoneMutation();
  const [login, logging] = useLoginMutation();
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPasswordValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sliderOpen, setSliderOpen] = useState(false);
  const fields = useFieldRegistry<string>();
  const dialingCode = dialing ?? countries.data?.[0]?.dialingCode ?? '';

  const validate = (): Errors =>
    Object.fromEntries(
      Object.entries({ mobile: check('loginMobileNum', mobile), code: check('verificationCode', code), password: check('password', password) }).filter(
        ([, e]) => e,
      ),
    );
  useRevalidateOnLanguageChange(() => setErrors((prev) => stillFailing(prev, validate())));

  async function requestCode(answer?: SliderAnswer) {
    if (check('loginMobileNum', mobile)) {
      setErrors((e) => ({ ...e, mobile: { key: 'validation.mobileFirst' } }));
      return fields.focus('mobile');
    }
    if (providerPhone.on) {
      // the identity provider sends the code (its own bot check); a failure only hides the loading (spec 000 section 8)
      await smsCode.run(() => providerPhone.request({ countryDialingCode: dialingCode, mobileNo: mobile.trim() }));
      return;
    }
    if (sliderOn && !answer) return setSliderOpen(true);
    const error = await smsCode.send({
      purpose: 'noLogin',
      mobileNum: mobile.trim(),
      countryDialingCode: dialingCode,
      ...(answer ? { slider: answer } : {}),
    });
    if (error) setFormError(errorText(error));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (['mobile', 'code', 'password'] as const).find((f) => found[f]);
    if (first) return fields.focus(first);
    setFormError(null);
    try {
      const proof = providerPhone.on
        ? {
            firebaseChannel: 'sms' as const,
            firebaseIdToken: await providerPhone.idToken({ countryDialingCode: dialingCode, mobileNo: mobile.trim() }, code.trim()),
          }
        : {};
      const { userName } = await setPassword({
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
        newPassword: password,
        ...proof,
      }).unwrap();
      await login({ username: userName, password, type: 'username', portal: 'member', merchantCode: brand.merchantCode }).unwrap();
      navigate('/m/home', { replace: true });
    } catch (error) {
      setCode('');
      if (isApiError(error) && error.code === ERROR_CODE.samePassword) {
        setPasswordValue('');
        setErrors({ password: { key: 'validation.samePassword' } });
      } else setFormError(errorText(error));
    }
  }

  return (
    <Card onSubmit={submit} noValidate aria-label={t('forget.byPhone')}>
      <Intro>{t('forget.phoneIntro')}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      <MobileField
        ref={fields.ref('mobile')}
        name="mobile"
        value={mobile}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
        dialingCode={dialingCode}
        onDialingCode={setDialing}
        error={message(errors.mobile)}
      />
      <SmsCodeField
        ref={fields.ref('code')}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.smsCode))}
        seconds={smsCode.seconds}
        sending={smsCode.sending}
        onSend={() => void requestCode()}
        error={message(errors.code)}
      />
      <PasswordField
        ref={fields.ref('password')}
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPasswordValue(e.target.value)}
        error={message(errors.password)}
      />
      <Button type="submit" variant="primary" block loading={setting.isLoading || logging.isLoading}>
        {t('forget.submitPhone')}
      </Button>
      <SliderChallenge
        open={sliderOpen}
        onClose={() => setSliderOpen(false)}
        onSolved={(answer) => {
          setSliderOpen(false);
          void requestCode(answer);
        }}
      />
    </Card>
  );
}

/** /m/forget: retrieve by email, or by phone when the brand's CHNGPASSVERIF3 is on (then phone is the default). */
export function ForgetPage() {
  const { t } = useTranslation('accounts');
  const phone = useFlag('CHNGPASSVERIF3');
  const [method, setMethod] = useState<'phone' | 'email'>(phone ? 'phone' : 'email');
  return (
    <Screen>
      <ScreenHeader title={t('forget.title')} />
      {phone && (
        <Tabs
          label={t('forget.methods')}
          value={method}
          onChange={(id) => setMethod(id as 'phone' | 'email')}
          items={[
            { id: 'phone', label: t('forget.byPhone') },
            { id: 'email', label: t('forget.byEmail') },
          ]}
        />
      )}
      {method === 'phone' && phone ? <PhoneForm /> : <EmailForm />}
    </Screen>
  );
}
