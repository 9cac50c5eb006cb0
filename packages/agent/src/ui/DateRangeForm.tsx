import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, TextField, useForm } from '@wl/ui-kit';
import type { DateRange } from '../api/agentApi';

const Form = styled.form`
  display: grid;
  /* two dates side by side where they fit, else one above the other (a narrow card, 200 % text) */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${(p) => p.theme.space['2']};
  align-items: end;
  & > * {
    min-width: 0;
  }
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
  const form = useForm<DateRange, 'badRange'>({
    initial: value,
    // the range is checked on its end: both dates, the start not after the end
    validate: { endDate: (end, { startDate }) => (!startDate || !end || startDate > end ? 'badRange' : undefined) },
    dependsOn: { endDate: ['startDate'] },
    onSubmit: onApply,
  });
  return (
    <Form onSubmit={(e) => void form.submit(e)} noValidate>
      <TextField {...form.field('startDate')} type="date" label={t('common.from')} max={form.values.endDate} />
      <TextField {...form.field('endDate')} error={undefined} aria-invalid={!!form.errors.endDate} type="date" label={t('common.to')} />
      {form.errors.endDate && <Error role="alert">{t('common.badRange')}</Error>}
      <Button type="submit" variant="secondary">
        {t('common.apply')}
      </Button>
    </Form>
  );
}
