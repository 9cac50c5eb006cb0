import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { Downline } from '@wl/api-client/protocol';
import { useRevalidateOnLanguageChange } from '@wl/auth/forms';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Dialog, TextField, useForm, useToast } from '@wl/ui-kit';
import { useUpdateDownlineRebateMutation } from '../api/agentApi';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

/** A rebate between 0 and max in steps of 0.1; null when the text is not one. */
export function parseRebate(text: string, max: number): number | null {
  if (!/^\d+(\.\d)?$/.test(text.trim())) return null;
  const value = Number(text);
  return value >= 0 && value <= max ? value : null;
}

/** Edits one downline's rebate; a failed save keeps the dialog and what was typed. */
export function RebateDialog({ downline, maxRebate, onClose }: { downline: Downline; maxRebate: number; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateDownlineRebateMutation();
  const form = useForm({
    initial: { rebate: String(downline.rebate) },
    validate: { rebate: (text) => (parseRebate(text, maxRebate) === null ? t('team.rebateInvalid', { max: maxRebate }) : undefined) },
    onSubmit: async ({ rebate }) => {
      await update({ account: downline.account, rebate: Number(rebate) }).unwrap();
      toast.show({ message: t('team.rebateSaved'), kind: 'success' });
      onClose();
    },
  });
  useRevalidateOnLanguageChange(form.revalidate);
  // a failed save shows under the field, the dialog and what was typed stay
  const failure = form.formError === undefined ? undefined : tc(errorMessageKey(isApiError(form.formError) ? form.formError.code : ''));

  return (
    <Dialog open onClose={onClose} title={t('team.editRebate', { account: downline.account })} closeLabel={tc('common.close')}>
      <Form onSubmit={(e) => void form.submit(e)} noValidate>
        <TextField
          {...form.field('rebate')}
          label={t('team.rebateLabel')}
          inputMode="decimal"
          hint={t('team.rebateHint', { max: maxRebate })}
          error={form.errors.rebate ?? failure}
          autoFocus
        />
        <Button type="submit" block loading={form.submitting}>
          {tc('common.submit')}
        </Button>
      </Form>
    </Dialog>
  );
}
