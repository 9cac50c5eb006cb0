import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Prompt, TextField, useToast } from '@wl/ui-kit';
import { useChangePasswordMutation } from '../account/accountsApi';
import { PasswordField, useAccountForm } from '../fields/fields';
import { FormCard, FormError, Screen, ScreenHeader } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { AccessGuard } from '../gates/AccessGuard';
import { rememberedLogins } from '../remember/rememberedLogin';
import { check, checkConfirm } from '../rules/validation';
import { selectSession } from '../session/sessionSlice';

/** Timings of spec 000 sections 4 and 8: loading up to 10 s, saved toast 1 s, then home after about 1 s. */
export const CHANGE_PASSWORD_MS = { loading: 10_000, saved: 1000, redirect: 1000 } as const;

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/**
 * /m/changePsw: the fixed username, current, new and confirmation. A new password equal to the old one
 * gets the same_password prompt. Success saves, re-encrypts a remembered login, and goes home after 1 s.
 * A guest goes to /m/login and comes back after it (spec 000 section 6), however the page is reached.
 */
export function ChangePasswordPage() {
  return (
    <AccessGuard feature="member">
      <ChangePasswordForm />
    </AccessGuard>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const session = useAppSelector(selectSession);
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useErrorText();
  const [change] = useChangePasswordMutation();
  const [same, setSame] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useAccountForm<Record<Field, string>>({
    initial: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: {
      oldPassword: (value) => check('loginPassword', value),
      newPassword: (value) => check('password', value),
      confirmNewPassword: (value, values) => checkConfirm(values.newPassword, value),
    },
    dependsOn: { confirmNewPassword: ['newPassword'] },
    onSubmit: submit,
  });

  async function submit(values: Record<Field, string>) {
    if (values.newPassword === values.oldPassword) return setSame(true);
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
      throw error;
    }
  }

  const field = (name: Field, label: string, autoComplete: 'current-password' | 'new-password') => (
    <PasswordField {...form.field(name)} label={label} name={name} autoComplete={autoComplete} />
  );

  return (
    <Screen>
      <ScreenHeader title={t('changePassword.title')} back="history" />
      <FormCard onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('changePassword.title')}>
        {form.formError !== undefined && <FormError role="alert">{errorText(form.formError)}</FormError>}
        <TextField label={t('fields.username')} name="username" autoComplete="username" value={session?.userName ?? ''} readOnly />
        {field('oldPassword', t('fields.oldPassword'), 'current-password')}
        {field('newPassword', t('fields.newPassword'), 'new-password')}
        {field('confirmNewPassword', t('fields.confirmNewPassword'), 'new-password')}
        <Button type="submit" variant="primary" block loading={form.submitting} disabled={saved}>
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
          form.focus('newPassword');
        }}
        onCancel={() => setSame(false)}
      />
    </Screen>
  );
}
