import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { Downline } from '@wl/api-client/protocol';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Dialog, TextField, useToast } from '@wl/ui-kit';
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
  const [text, setText] = useState(String(downline.rebate));
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateDownlineRebateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rebate = parseRebate(text, maxRebate);
    if (rebate === null) {
      setError(t('team.rebateInvalid', { max: maxRebate }));
      return;
    }
    setError(null);
    try {
      await update({ account: downline.account, rebate }).unwrap();
      toast.show({ message: t('team.rebateSaved'), kind: 'success' });
      onClose();
    } catch (failure) {
      setError(tc(errorMessageKey(isApiError(failure) ? failure.code : '')));
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('team.editRebate', { account: downline.account })} closeLabel={tc('common.close')}>
      <Form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('team.rebateLabel')}
          inputMode="decimal"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={t('team.rebateHint', { max: maxRebate })}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" block loading={isLoading}>
          {tc('common.submit')}
        </Button>
      </Form>
    </Dialog>
  );
}
