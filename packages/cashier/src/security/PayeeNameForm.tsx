import { useTranslation } from '@wl/i18n';
import { Button, Heading, Muted, Stack, TextField } from '@wl/ui-kit';
import { useSetPayeeNameMutation } from './securityApi';
import { FormFailure, required, useCashierForm, useSubmit, type DoneProps, type Message } from './ui';

/** Letters of any script, spaces, dots, apostrophes, hyphens; no markup, digits or emoji (payee and account names). */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,49}$/u;

const nameCheck = (value: string): Message | undefined =>
  required(value) ?? (NAME.test(value.trim().replace(/\s+/g, ' ')) ? undefined : { key: 'security.validation.name' });

/** The payee name: set once, as on the bank account. */
export function PayeeNameForm({ onDone }: DoneProps) {
  const { t } = useTranslation('cashier');
  const [save] = useSetPayeeNameMutation();
  const form = useCashierForm<{ payeeName: string }>({
    initial: { payeeName: '' },
    validate: { payeeName: nameCheck },
    onSubmit: async ({ payeeName }) => {
      await submit(() => save({ payeeName: payeeName.trim().replace(/\s+/g, ' ') }).unwrap());
    },
  });
  const submit = useSubmit<{ payeeName: string }>(form, ['payeeName'], { onDone });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.payee.title')}>
      <Heading>{t('security.payee.title')}</Heading>
      <Muted>{t('security.payee.note')}</Muted>
      <FormFailure error={form.formError} />
      <TextField {...form.field('payeeName')} label={t('security.payee.label')} name="payeeName" autoComplete="name" maxLength={50} />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.payee.submit')}
      </Button>
    </Stack>
  );
}
