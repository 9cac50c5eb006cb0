import { useTranslation } from '@wl/i18n';
import { Button, digitsOnly, Heading, Muted, PinField, Stack } from '@wl/ui-kit';
import { confirmOf, FormFailure, sixDigits, useCashierForm, useSecretCalls, useSubmit, type DoneProps } from './ui';

type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Sets (no password yet) or changes the six-digit withdrawal password. Cleared after every submit. */
export function WithdrawalPasswordForm({ change, onDone }: DoneProps & { change: boolean }) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const empty: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const form = useCashierForm<PasswordValues>({
    initial: empty,
    validate: {
      oldPassword: (value) => (change ? sixDigits(value) : undefined),
      newPassword: sixDigits,
      confirmPassword: (value, values) => confirmOf(value, values.newPassword),
    },
    dependsOn: { confirmPassword: ['newPassword'] },
    onSubmit: async (values) => {
      await submit(() => calls.setPassword({ ...(change ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword }), {
        values,
        clear: ['oldPassword', 'newPassword', 'confirmPassword'],
      });
    },
  });
  const submit = useSubmit<PasswordValues>(form, [], { onDone });
  const title = t(change ? 'security.password.changeTitle' : 'security.password.setTitle');
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={title}>
      <Heading>{title}</Heading>
      <Muted>{t('security.password.note')}</Muted>
      <FormFailure error={form.formError} />
      {change && <PinField {...form.field('oldPassword', digitsOnly(6))} label={t('security.password.old')} name="oldPassword" />}
      <PinField {...form.field('newPassword', digitsOnly(6))} label={t('security.password.new')} name="newPassword" />
      <PinField {...form.field('confirmPassword', digitsOnly(6))} label={t('security.password.confirm')} name="confirmPassword" />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.password.submit')}
      </Button>
    </Stack>
  );
}
