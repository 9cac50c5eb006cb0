import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, TextField } from '@wl/ui-kit';
import type { DateRange } from '../api/agentApi';

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space['2']};
  align-items: end;
  & > button {
    grid-column: 1 / -1;
  }
`;

const Error = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** Start and end dates (end inclusive); applies only a valid range and keeps what was typed otherwise. */
export function DateRangeForm({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = !draft.startDate || !draft.endDate || draft.startDate > draft.endDate;
    setError(bad);
    if (!bad) onApply(draft);
  };
  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        type="date"
        label={t('common.from')}
        value={draft.startDate}
        max={draft.endDate}
        onChange={(e) => setDraft({ ...draft, startDate: e.target.value })}
      />
      <TextField type="date" label={t('common.to')} value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
      {error && <Error role="alert">{t('common.badRange')}</Error>}
      <Button type="submit" variant="secondary">
        {t('common.apply')}
      </Button>
    </Form>
  );
}
