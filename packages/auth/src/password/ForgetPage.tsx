import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_CODE, isApiError } from '@wl/api-client';
import type { SliderAnswer } from '@wl/api-client/protocol';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Tabs, TextField, useToast } from '@wl/ui-kit';
import { useCountriesQuery, useForgotPasswordByEmailMutation, useSetPasswordByPhoneMutation } from '../account/accountsApi';
import { MobileField, PasswordField, SmsCodeField, useFieldRegistry, useMessage, UsernameField } from '../fields/fields';
import { FormCard, FormError, Intro, Links, Screen, ScreenHeader, useErrorText } from '../fields/layout';
import { useSmsCode } from '../account/useSmsCode';
import { usePhoneVerification } from '../identity/usePhoneVerification';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';
import { check, LIMITS, type Message } from '../rules/validation';
import { useLoginMutation } from '../session/authApi';
import { SliderChallenge } from '../slider/SliderChallenge';

/** The forgot-password confirmation shows 1 s, then the screen goes back (spec 000 section 8, in_been_out). */
export const FORGET_CONFIRM_MS = 1000;

type Errors<F extends string> = Partial<Record<F, Message>>;

/**
 * A retrieval form's state: per-field messages (those still failing are checked again on a language change), a
 * submit that validates, focuses the first failing field or runs the action, and the failure shown above the form.
 */
function useRetrievalForm<F extends string>(order: readonly F[], check: () => Record<F, Message | undefined>) {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Errors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useFieldRegistry<F>();
  const validate = (): Errors<F> => Object.fromEntries(Object.entries(check()).filter(([, e]) => e)) as Errors<F>;
  useRevalidateOnLanguageChange(() =>
    setErrors((prev) => {
      const now = validate();
      return Object.fromEntries(Object.keys(prev).flatMap((k) => (now[k as F] ? [[k, now[k as F]]] : []))) as Errors<F>;
    }),
  );
  /** shows what went wrong above the form */
  const fail = (error: unknown) => setFormError(errorText(error));
  const submit = (action: () => Promise<void>, onError: (error: unknown) => void = fail) =>
    async function (event: FormEvent) {
      event.preventDefault();
      const found = validate();
      setErrors(found);
      const first = order.find((f) => found[f]);
      if (first) return fields.focus(first);
      setFormError(null);
      try {
        await action();
      } catch (error) {
        onError(error);
      }
    };
  return { errors, setErrors, formError, fail, fields, submit };
}

interface RetrievalCardProps {
  label: string;
  intro: string;
  formError: string | null;
  submitLabel: string;
  loading: boolean;
  onSubmit: (event: FormEvent) => void;
  /** the fields */
  children: ReactNode;
  /** what follows the submit button */
  after?: ReactNode;
}

/** The frame of a retrieval form: intro, the failure, the fields, the submit button. */
function RetrievalCard({ label, intro, formError, submitLabel, loading, onSubmit, children, after }: RetrievalCardProps) {
  return (
    <FormCard onSubmit={onSubmit} noValidate aria-label={label}>
      <Intro>{intro}</Intro>
      {formError && <FormError role="alert">{formError}</FormError>}
      {children}
      <Button type="submit" variant="primary" block loading={loading}>
        {submitLabel}
      </Button>
      {after}
    </FormCard>
  );
}

/** Retrieval by email: username and email, trimmed, form-urlencoded; success confirms and goes back. */
function EmailForm() {
  const { t } = useTranslation('accounts');
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const message = useMessage();
  const [send, { isLoading }] = useForgotPasswordByEmailMutation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const form = useRetrievalForm(['username', 'email'], () => ({ username: check('loginUsername', username), email: check('email', email) }));

  const submit = form.submit(async () => {
    await send({ username: username.trim(), email: email.trim() }).unwrap();
    toast.show({ message: t('messages.emailSent'), kind: 'success', duration: FORGET_CONFIRM_MS });
    setTimeout(() => (location.key !== 'default' ? navigate(-1) : navigate('/m/login', { replace: true })), FORGET_CONFIRM_MS);
  });

  const service = brand.links.contact.telegram;
  return (
    <RetrievalCard
      label={t('forget.byEmail')}
      intro={t('forget.emailIntro')}
      formError={form.formError}
      submitLabel={t('forget.submitEmail')}
      loading={isLoading}
      onSubmit={submit}
      after={
        service && (
          <Links>
            <a href={service} target="_blank" rel="noopener noreferrer">
              {t('forget.customerService')}
            </a>
          </Links>
        )
      }
    >
      <UsernameField ref={form.fields.ref('username')} value={username} onChange={(e) => setUsername(e.target.value)} error={message(form.errors.username)} />
      <TextField
        ref={form.fields.ref('email')}
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.emailMax}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={message(form.errors.email)}
      />
    </RetrievalCard>
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
  const countries = useCountriesQuery();
  const smsCode = useSmsCode();
  const providerPhone = usePhoneVerification();
  const [setPassword, setting] = useSetPasswordByPhoneMutation();
  const [login, logging] = useLoginMutation();
  const [mobile, setMobile] = useState('');
  const [dialing, setDialing] = useState<string>();
  const [code, setCode] = useState('');
  const [password, setPasswordValue] = useState('');
  const [sliderOpen, setSliderOpen] = useState(false);
  const form = useRetrievalForm(['mobile', 'code', 'password'], () => ({
    mobile: check('loginMobileNum', mobile),
    code: check('verificationCode', code),
    password: check('password', password),
  }));
  const dialingCode = dialing ?? countries.data?.[0]?.dialingCode ?? '';

  async function requestCode(answer?: SliderAnswer) {
    if (check('loginMobileNum', mobile)) {
      form.setErrors((e) => ({ ...e, mobile: { key: 'validation.mobileFirst' } }));
      return form.fields.focus('mobile');
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
    if (error) form.fail(error);
  }

  const submit = form.submit(
    async () => {
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
    },
    (error) => {
      setCode('');
      if (isApiError(error) && error.code === ERROR_CODE.samePassword) {
        setPasswordValue('');
        form.setErrors({ password: { key: 'validation.samePassword' } });
      } else form.fail(error);
    },
  );

  return (
    <RetrievalCard
      label={t('forget.byPhone')}
      intro={t('forget.phoneIntro')}
      formError={form.formError}
      submitLabel={t('forget.submitPhone')}
      loading={setting.isLoading || logging.isLoading}
      onSubmit={submit}
      after={
        <SliderChallenge
          open={sliderOpen}
          onClose={() => setSliderOpen(false)}
          onSolved={(answer) => {
            setSliderOpen(false);
            void requestCode(answer);
          }}
        />
      }
    >
      <MobileField
        ref={form.fields.ref('mobile')}
        name="mobile"
        value={mobile}
        onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
        dialingCode={dialingCode}
        onDialingCode={setDialing}
        error={message(form.errors.mobile)}
      />
      <SmsCodeField
        ref={form.fields.ref('code')}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, LIMITS.smsCode))}
        seconds={smsCode.seconds}
        sending={smsCode.sending}
        onSend={() => void requestCode()}
        error={message(form.errors.code)}
      />
      <PasswordField
        ref={form.fields.ref('password')}
        label={t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPasswordValue(e.target.value)}
        error={message(form.errors.password)}
      />
    </RetrievalCard>
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
