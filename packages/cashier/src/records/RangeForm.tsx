import styled from 'styled-components';
import { useRevalidateOnLanguageChange } from '@wl/auth/forms';
import { daysIn, lastDays, useDates, useTranslation } from '@wl/i18n';
import { Button, TextField, useForm } from '@wl/ui-kit';
import type { DateRange } from './recordsApi';

/** The longest period the platform answers (the demo platform refuses longer ones too). */
export const MAX_RANGE_DAYS = 93;

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  align-items: flex-start;
  & > div {
    flex: 1 1 9rem;
    min-width: 0;
  }
  & > button[type='submit'] {
    flex: 1 1 100%;
  }
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
`;

type Values = { start: string; end: string };
type Message = 'badDate' | 'badRange' | 'tooLong';

/** A period typed as the brand's dates are written (MM/DD/YYYY by default; or picked from the presets); applies only a valid one and keeps what was typed. */
export function RangeForm({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  const { t } = useTranslation('cashier');
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
        return daysIn({ startDate, endDate }) > MAX_RANGE_DAYS ? 'tooLong' : undefined;
      },
    },
    dependsOn: { end: ['start'] },
    render: (m) => t(`wallets.records.${m}`, { days: MAX_RANGE_DAYS, pattern: dates.pattern }),
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
      <Presets role="group" aria-label={t('wallets.records.presets')}>
        <Button type="button" size="sm" variant="secondary" onClick={() => preset(1)}>
          {t('wallets.records.today')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => preset(7)}>
          {t('wallets.records.last7')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => preset(30)}>
          {t('wallets.records.last30')}
        </Button>
      </Presets>
      <Form onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('wallets.records.presets')}>
        <TextField {...form.field('start')} label={t('wallets.records.from')} placeholder={dates.pattern} inputMode="numeric" autoComplete="off" />
        <TextField {...form.field('end')} label={t('wallets.records.to')} placeholder={dates.pattern} inputMode="numeric" autoComplete="off" />
        <Button type="submit" variant="secondary">
          {t('wallets.records.apply')}
        </Button>
      </Form>
    </>
  );
}
