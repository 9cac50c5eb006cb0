import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ERROR_CODE, isApiError } from '@wl/api-client';
import { useBrand, useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Muted, Tabs, TextField, useToast, type Form } from '@wl/ui-kit';
import { useForgotPasswordByEmailMutation, useSetPasswordByPhoneMutation } from '../account/accountsApi';
import { digits, onMobileField, PasswordField, showFailure, useAccountForm, UsernameField } from '../fields/fields';
import { FormCard, FormError, Links, Screen, ScreenHeader } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { usePhoneCode } from '../account/usePhoneCode';
import { check, LIMITS } from '../rules/validation';
import { useLoginMutation } from '../session/authApi';
import { useCustomerServiceUrl } from '../support/customerService';

/** The forgot-password confirmation shows 1 s, then the screen goes back (spec 000 section 8, in_been_out). */
export const FORGET_CONFIRM_MS = 1000;

interface RetrievalCardProps<V> {
  label: string;
  intro: string;
  /** the form (ui-kit's useForm): its submit, its lock and its failure */
  form: Pick<Form<V, unknown>, 'submit' | 'submitting' | 'formError'>;
  submitLabel: string;
  /** the fields */
  children: ReactNode;
  /** what follows the submit button */
  after?: ReactNode;
}

/** The frame of a retrieval form: intro, the failure, the fields, the submit button. */
function RetrievalCard<V>({ label, intro, form, submitLabel, children, after }: RetrievalCardProps<V>) {
  const errorText = useErrorText();
  return (
    <FormCard onSubmit={(event) => void form.submit(event)} noValidate aria-label={label}>
      <Muted>{intro}</Muted>
      {form.formError !== undefined && <FormError role="alert">{errorText(form.formError)}</FormError>}
      {children}
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {submitLabel}
      </Button>
      {after}
    </FormCard>
  );
}

/**
 * Retrieval by email: username and email, trimmed, form-urlencoded; success confirms and goes back. Below it the
 * customer-service link (spec 000 section 2): the merchant's first customer-service entry, else the brand's contact,
 * drawn once the entries have answered (no link that changes under the finger) and never without an address.
 */
function EmailForm() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const [send] = useForgotPasswordByEmailMutation();
  const form = useAccountForm({
    initial: { username: '', email: '' },
    validate: { username: (value) => check('loginUsername', value), email: (value) => check('email', value) },
    onSubmit: async ({ username, email }) => {
      await send({ username: username.trim(), email: email.trim() }).unwrap();
      toast.show({ message: t('messages.emailSent'), kind: 'success', duration: FORGET_CONFIRM_MS });
      setTimeout(() => (location.key !== 'default' ? navigate(-1) : navigate('/m/login', { replace: true })), FORGET_CONFIRM_MS);
    },
  });

  const service = useCustomerServiceUrl().url;
  return (
    <RetrievalCard
      label={t('forget.byEmail')}
      intro={t('forget.emailIntro')}
      form={form}
      submitLabel={t('forget.submitEmail')}
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
      <UsernameField {...form.field('username')} />
      <TextField {...form.field('email')} label={t('fields.email')} name="email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
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
  const navigate = useNavigate();
  const [setPassword] = useSetPasswordByPhoneMutation();
  const [login] = useLoginMutation();
  const form = useAccountForm({
    initial: { mobile: '', code: '', password: '' },
    validate: {
      mobile: (value) => check('loginMobileNum', value),
      code: (value) => check('verificationCode', value),
      password: (value) => check('password', value),
    },
    onSubmit: submit,
  });
  const phone = usePhoneCode({
    mobile: form.values.mobile,
    mobileReady: () => {
      if (!check('loginMobileNum', form.values.mobile)) return true;
      form.setError('mobile', { key: 'validation.mobileFirst' });
      form.focus('mobile');
      return false;
    },
    onFailure: (error) => showFailure(form, error, onMobileField('mobile')),
  });

  async function submit({ mobile, code, password }: { mobile: string; code: string; password: string }): Promise<void> {
    try {
      const { userName } = await setPassword({
        mobileNum: mobile.trim(),
        countryDialingCode: phone.dialingCode,
        verificationCode: code.trim(),
        newPassword: password,
        ...(await phone.proof(code)),
      }).unwrap();
      await login({ username: userName, password, type: 'username', portal: 'member', merchantCode: brand.merchantCode }).unwrap();
      navigate('/m/home', { replace: true });
    } catch (error) {
      // a code is good once
      form.set('code', '');
      if (!(isApiError(error) && error.code === ERROR_CODE.samePassword)) throw error;
      form.set('password', '');
      form.setError('password', { key: 'validation.samePassword' });
    }
  }

  return (
    <RetrievalCard label={t('forget.byPhone')} intro={t('forget.phoneIntro')} form={form} submitLabel={t('forget.submitPhone')} after={phone.slider}>
      {phone.fields(form.field('mobile', digits()), form.field('code', digits(LIMITS.smsCode)))}
      <PasswordField {...form.field('password')} label={t('fields.newPassword')} name="new-password" autoComplete="new-password" />
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
