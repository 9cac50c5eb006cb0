import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Prompt, TextField, useToast } from '@wl/ui-kit';
import { useChangePasswordMutation } from '../account/accountsApi';
import { PasswordField, useMessage, useFieldRegistry } from '../fields/fields';
import { FormCard, FormError, Screen, ScreenHeader, useErrorText } from '../fields/layout';
import { rememberedLogins } from '../remember/rememberedLogin';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';
import { check, checkConfirm, type Message } from '../rules/validation';
import { selectSession } from '../session/sessionSlice';

/** Timings of spec 000 sections 4 and 8: loading up to 10 s, saved toast 1 s, then home after about 1 s. */
export const CHANGE_PASSWORD_MS = { loading: 10_000, saved: 1000, redirect: 1000 } as const;

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
type Errors = Partial<Record<Field, Message>>;
const ORDER: Field[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * /m/changePsw: the fixed username, current, new and confirmation. A new password equal to the old one
 * gets the same_password prompt. Success saves, re-encrypts a remembered login, and goes home after 1 s.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const toast = useToast();
  const message = useMessage();
  const errorText = useErrorText();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [same, setSame] = useState(false);
  const [saved, setSaved] = useState(false);
  const fields = useFieldRegistry<string>();

  const validate = (): Errors =>
    Object.fromEntries(
      Object.entries({
        oldPassword: check('loginPassword', values.oldPassword),
        newPassword: check('password', values.newPassword),
        confirmNewPassword: checkConfirm(values.newPassword, values.confirmNewPassword),
      }).filter(([, e]) => e),
    );
  useRevalidateOnLanguageChange(() => setErrors((prev) => Object.fromEntries(Object.entries(validate()).filter(([k]) => k in prev))));

  // without a session there is nothing to change (after a successful change the session stays)
  if (!session && !saved) return <Navigate to="/m/home" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = ORDER.find((f) => found[f]);
    if (first) return fields.focus(first);
    if (values.newPassword === values.oldPassword) return setSame(true);
    setFormError(null);
    const id = toast.show({ message: t('messages.pleaseWait'), kind: 'loading', duration: CHANGE_PASSWORD_MS.loading });
    try {
      await change(values).unwrap();
      toast.dismiss(id);
      setSaved(true);
      toast.show({ message: t('messages.passwordSaved'), kind: 'success', duration: CHANGE_PASSWORD_MS.saved });
      if (session)
        await rememberedLogins()
          .updatePassword(session.userName, values.newPassword)
          .catch(() => undefined);
      setTimeout(() => navigate('/m/home', { replace: true }), CHANGE_PASSWORD_MS.redirect);
    } catch (error) {
      toast.dismiss(id);
      setFormError(errorText(error));
    }
  }

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField
      ref={fields.ref(name)}
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      error={message(errors[name])}
    />
  );

  return (
    <Screen>
      <ScreenHeader title={t('changePassword.title')} back="history" />
      <FormCard onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
        {formError && <FormError role="alert">{formError}</FormError>}
        <TextField label={t('fields.username')} name="username" autoComplete="username" value={session?.userName ?? ''} readOnly />
        {field('oldPassword', t('fields.oldPassword'), 'current-password')}
        {field('newPassword', t('fields.newPassword'), 'new-password')}
        {field('confirmNewPassword', t('fields.confirmNewPassword'), 'new-password')}
        <Button type="submit" variant="primary" block loading={isLoading} disabled={saved}>
          {t('changePassword.submit')}
        </Button>
      </FormCard>
      <Prompt
        open={same}
        title={t('changePassword.sameTitle')}
        message={t('validation.samePassword')}
        confirmLabel={tc('common.submit')}
        onConfirm={() => {
          setSame(false);
          fields.focus('newPassword');
        }}
        onCancel={() => setSame(false)}
      />
    </Screen>
  );
}
