// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { daysIn, displayDay, lastDays, readDay } from './dates';

describe('record dates', () => {
  it('reads MM/DD/YYYY into the platform day and refuses what is no day', () => {
    expect(readDay('11/25/2026')).toBe('2026-11-25');
    expect(readDay(' 1/5/2026 ')).toBe('2026-01-05');
    expect(readDay('02/29/2028')).toBe('2028-02-29');
    for (const bad of ['02/29/2026', '13/01/2026', '2026-11-25', '25/11/2026', '11/25/26', '', '11/25/2026x']) expect(readDay(bad), bad).toBeUndefined();
  });

  it('shows a platform day as MM/DD/YYYY', () => {
    expect(displayDay('2026-01-05')).toBe('01/05/2026');
  });

  it('counts the days of a range and builds the last days', () => {
    expect(daysIn({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(30);
    expect(daysIn({ startDate: '2026-03-28', endDate: '2026-03-30' })).toBe(3);
    const range = lastDays(7, new Date(2026, 10, 3, 12).getTime());
    expect(range).toEqual({ startDate: '2026-10-28', endDate: '2026-11-03' });
    expect(daysIn(range)).toBe(7);
  });
});
