import { useTranslation } from '@wl/i18n';
import { Button, Heading, Stack, TextField } from '@wl/ui-kit';
import { FormFailure, required, useCashierForm, useSecretCalls, useSubmit, type DoneProps, type Message } from './ui';

/** Bank and branch names: letters, digits and simple punctuation. */
const BANK_TEXT = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'&()-]{0,59}$/u;

const bankText = (value: string): Message | undefined =>
  required(value) ?? (BANK_TEXT.test(value.trim()) ? undefined : { key: 'security.validation.bankText' });
/** Card numbers: spaces allowed (stripped), then 10 to 19 digits. */
export const cardNumberCheck = (value: string): Message | undefined => {
  const digits = value.replace(/\s+/g, '');
  if (!digits) return { key: 'security.validation.required' };
  if (!/^\d+$/.test(digits)) return { key: 'security.validation.cardDigits' };
  return digits.length >= 10 && digits.length <= 19 ? undefined : { key: 'security.validation.cardLength' };
};

type CardValues = { bankName: string; branch: string; accountNumber: string };

/** Adds a bank card; the account name is the payee name and cannot be changed here. */
export function AddCardForm({ payeeName, onDone }: DoneProps & { payeeName: string }) {
  const { t } = useTranslation('cashier');
  const calls = useSecretCalls();
  const form = useCashierForm<CardValues>({
    initial: { bankName: '', branch: '', accountNumber: '' },
    validate: { bankName: bankText, branch: bankText, accountNumber: cardNumberCheck },
    onSubmit: async (values) => {
      await submit(
        () => calls.addCard({ bankName: values.bankName.trim(), branch: values.branch.trim(), accountNumber: values.accountNumber.replace(/\s+/g, '') }),
        { reset: true },
      );
    },
  });
  const submit = useSubmit<CardValues>(form, ['bankName', 'branch', 'accountNumber'], { onDone, saved: 'security.cards.added' });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('security.cards.addTitle')}>
      <Heading>{t('security.cards.addTitle')}</Heading>
      <FormFailure error={form.formError} />
      <TextField {...form.field('bankName')} label={t('security.cards.bank')} name="bankName" autoComplete="off" maxLength={60} />
      <TextField {...form.field('branch')} label={t('security.cards.branch')} name="branch" autoComplete="off" maxLength={60} />
      <TextField label={t('security.cards.accountName')} name="accountName" value={payeeName} readOnly hint={t('security.cards.accountNameHint')} />
      <TextField
        {...form.field('accountNumber', (raw) => raw.slice(0, 30))}
        label={t('security.cards.number')}
        name="accountNumber"
        inputMode="numeric"
        autoComplete="off"
        hint={t('security.cards.numberHint')}
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.cards.submit')}
      </Button>
    </Stack>
  );
}
