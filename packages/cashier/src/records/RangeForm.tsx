import { DateRangeForm } from '@wl/auth/forms';
import type { DateRange } from './recordsApi';

/** The longest period the platform answers (the demo platform refuses longer ones too). */
export const MAX_RANGE_DAYS = 93;

/** The records' period: the one period form, with its presets, at most MAX_RANGE_DAYS days. */
export function RangeForm({ value, onApply }: { value: DateRange; onApply: (range: DateRange) => void }) {
  return <DateRangeForm value={value} onApply={onApply} presets maxDays={MAX_RANGE_DAYS} />;
}
