import styled from 'styled-components';
import { daysIn, lastDays, useDates, useTranslation, type DayRange } from '@wl/i18n';
import { Button, Row, TextField, useForm } from '@wl/ui-kit';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  align-items: flex-start;
  /* the two days side by side where they fit, else one above the other (a narrow card, 200 % text) */
  & > div {
    flex: 1 1 9rem;
    min-width: 0;
  }
  & > button[type='submit'] {
    flex: 1 1 100%;
  }
`;

type Values = { start: string; end: string };
type Message = 'badDate' | 'badRange' | 'tooLong';

export interface DateRangeFormProps {
  value: DayRange;
  onApply: (range: DayRange) => void;
  /** buttons for today, the last 7 and the last 30 days above the form, each applied at once */
  presets?: boolean;
  /** the longest period the platform answers: a longer one is refused at the end day */
  maxDays?: number;
}

/**
 * The one form for a period of days (issue 39, decision 089): two days typed as the brand writes them (MM/DD/YYYY by
 * default, the locale's form for a brand that chooses it), read to YYYY-MM-DD; only a valid period is applied, and
 * what was typed stays with the reason beside it.
 */
export function DateRangeForm({ value, onApply, presets = false, maxDays }: DateRangeFormProps) {
  const { t } = useTranslation();
  const dates = useDates();
  const form = useForm<Values, Message>({
    initial: { start: dates.day(value.startDate), end: dates.day(value.endDate) },
    validate: {
      start: (start) => (dates.read(start) ? undefined : 'badDate'),
      end: (end, { start }) => {
        const endDate = dates.read(end);
        if (!endDate) return 'badDate';
        const startDate = dates.read(start);
        if (!startDate) return undefined;
        if (startDate > endDate) return 'badRange';
        return maxDays !== undefined && daysIn({ startDate, endDate }) > maxDays ? 'tooLong' : undefined;
      },
    },
    dependsOn: { end: ['start'] },
    render: (m) => t(`common.dateRange.${m}`, { days: maxDays ?? 0, pattern: dates.pattern }),
    onSubmit: ({ start, end }) => onApply({ startDate: dates.read(start)!, endDate: dates.read(end)! }),
  });
  useRevalidateOnLanguageChange(form.revalidate);

  const preset = (days: number) => {
    const range = lastDays(days);
    form.reset({ start: dates.day(range.startDate), end: dates.day(range.endDate) });
    onApply(range);
  };

  return (
    <>
      {presets && (
        <Row role="group" aria-label={t('common.dateRange.presets')}>
          <Button type="button" size="sm" variant="secondary" onClick={() => preset(1)}>
            {t('common.dateRange.today')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => preset(7)}>
            {t('common.dateRange.last7')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => preset(30)}>
            {t('common.dateRange.last30')}
          </Button>
        </Row>
      )}
      <Form onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('common.dateRange.presets')}>
        <TextField {...form.field('start')} label={t('common.dateRange.from')} placeholder={dates.pattern} inputMode="numeric" autoComplete="off" />
        <TextField {...form.field('end')} label={t('common.dateRange.to')} placeholder={dates.pattern} inputMode="numeric" autoComplete="off" />
        <Button type="submit" variant="secondary">
          {t('common.dateRange.apply')}
        </Button>
      </Form>
    </>
  );
}
