import { useId, type ChangeEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, Muted, Row, visuallyHidden } from '@wl/ui-kit';
import { RECEIPT_ACCEPT, RECEIPT_MAX_MB } from './rules';
import { emptyFileInput, ErrorText, Fieldset, useMessageText, type DepositFormState } from './ui';

const HiddenFile = styled.input`
  ${visuallyHidden}
`;

/**
 * The receipt of a manual transfer: a file chosen, replaced or removed, its name, and its hint or message. The file
 * input is the form's (`fileInput`), which empties it after a deposit.
 */
export function ReceiptUpload({ form, fileInput }: { form: DepositFormState; fileInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation('cashier');
  const text = useMessageText();
  const receiptError = form.errors.receipt ? text(form.errors.receipt) : undefined;
  const receiptHintId = useId();

  const onReceipt = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    form.set('receipt', file);
    if (file) form.validateField('receipt');
  };
  const removeReceipt = () => {
    form.set('receipt', null);
    emptyFileInput(fileInput);
  };

  return (
    <Fieldset ref={form.ref('receipt') as (element: HTMLFieldSetElement | null) => void} tabIndex={-1}>
      <legend>{t('deposit.manual.receipt')}</legend>
      <HiddenFile
        ref={fileInput}
        id={`${receiptHintId}-file`}
        type="file"
        accept={RECEIPT_ACCEPT}
        onChange={onReceipt}
        aria-describedby={receiptHintId}
        aria-invalid={!!receiptError}
      />
      {form.values.receipt && <Muted>{form.values.receipt.name}</Muted>}
      <Row>
        <Button type="button" size="sm" variant="secondary" onClick={() => fileInput.current?.click()}>
          {form.values.receipt ? t('deposit.manual.replaceReceipt') : t('deposit.manual.chooseReceipt')}
        </Button>
        {form.values.receipt && (
          <Button type="button" size="sm" variant="ghost" onClick={removeReceipt}>
            {t('deposit.manual.removeReceipt')}
          </Button>
        )}
      </Row>
      {receiptError ? (
        <ErrorText id={receiptHintId}>{receiptError}</ErrorText>
      ) : (
        <Muted id={receiptHintId}>{t('deposit.manual.receiptHint', { size: String(RECEIPT_MAX_MB) })}</Muted>
      )}
    </Fieldset>
  );
}
