import type { RefObject } from 'react';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { ReceiptUpload } from './ReceiptUpload';
import type { DepositFormState } from './ui';

/** What a manual transfer asks besides the amount: the depositor's name, the transfer's time and reference, a receipt. */
export function ManualFields({ form, fileInput }: { form: DepositFormState; fileInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('cashier');
  return (
    <>
      <TextField
        {...form.field('depositorName')}
        label={t('deposit.manual.depositorName')}
        hint={t('deposit.manual.depositorNameHint')}
        autoComplete="name"
        maxLength={60}
      />
      <TextField {...form.field('transferTime')} label={t('deposit.manual.transferTime')} type="datetime-local" />
      <TextField
        {...form.field('reference')}
        label={t('deposit.manual.reference')}
        hint={t('deposit.manual.referenceHint')}
        autoComplete="off"
        maxLength={80}
      />
      <ReceiptUpload form={form} fileInput={fileInput} />
    </>
  );
}
