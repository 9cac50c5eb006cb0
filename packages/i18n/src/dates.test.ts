// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { datesFor, dayFormOf, daysIn, lastDays, localDayStart, utcDay } from './dates';

const spec = datesFor('specification', 'en');
const brazil = datesFor('locale', 'pt-BR');

describe('the one date module', () => {
  it('reads MM/DD/YYYY into the platform day and refuses what is no day', () => {
    expect(spec.read('11/25/2026')).toBe('2026-11-25');
    expect(spec.read(' 1/5/2026 ')).toBe('2026-01-05');
    expect(spec.read('02/29/2028')).toBe('2028-02-29');
    for (const bad of ['02/29/2026', '13/01/2026', '2026-11-25', '25/11/2026', '11/25/26', '', '11/25/2026x']) expect(spec.read(bad), bad).toBeUndefined();
  });

  it('shows a platform day as MM/DD/YYYY by the specification, whatever the language', () => {
    expect(spec.day('2026-01-05')).toBe('01/05/2026');
    expect(datesFor('specification', 'pt-BR').day('2026-01-05')).toBe('01/05/2026');
    expect(spec.time(new Date(2026, 10, 28, 14, 5).getTime())).toBe('11/28/2026 14:05');
  });

  it("writes and reads every day in the locale's own form when the brand chooses it", () => {
    expect(dayFormOf('pt-BR')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dayFormOf('zh-CN').order).toEqual(['year', 'month', 'day']);
    expect(brazil.day('2026-11-28')).toBe('28/11/2026');
    expect(brazil.isoDay('2026-11-28')).toBe('28/11/2026');
    expect(brazil.time(new Date(2026, 10, 28, 9, 7).getTime())).toBe('28/11/2026 09:07');
    expect(brazil.read('28/11/2026')).toBe('2026-11-28');
    expect(brazil.read('11/28/2026')).toBeUndefined();
  });

  it('counts the days of a range and builds the last days', () => {
    expect(daysIn({ startDate: '2026-11-01', endDate: '2026-11-30' })).toBe(30);
    expect(daysIn({ startDate: '2026-03-28', endDate: '2026-03-30' })).toBe(3);
    const range = lastDays(7, new Date(2026, 10, 3, 12).getTime());
    expect(range).toEqual({ startDate: '2026-10-28', endDate: '2026-11-03' });
    expect(daysIn(range)).toBe(7);
  });

  it('counts local days for what the player picks and UTC days where the platform counts them so', () => {
    // late on the 25th in UTC: the UTC range ends on the 25th whatever the machine's zone
    const late = Date.parse('2026-11-25T23:30:00Z');
    expect(lastDays(30, late, 'utc')).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
    expect(utcDay(late)).toBe('2026-11-25');
    const noon = new Date(2026, 10, 3, 12).getTime();
    expect(localDayStart(noon)).toBe(new Date(2026, 10, 3).getTime());
    expect(localDayStart(noon, 1)).toBe(new Date(2026, 10, 4).getTime());
    expect(localDayStart(noon, -6)).toBe(new Date(2026, 9, 28).getTime());
  });

  it('writes content dates in the fixed formats, and a period to its last day with hyphens that never break', () => {
    const day = new Date(2026, 10, 28, 9).getTime();
    expect(spec.day(day)).toBe('11/28/2026');
    expect(spec.isoDay(day)).toBe('2026-11-28');
    expect(spec.range({ startDate: day, endDate: null, noExpiry: 1 }, 'Long term')).toBe('11/28/2026 - Long term');
    expect(spec.period(new Date(2026, 10, 16).getTime(), new Date(2026, 11, 1).getTime())).toEqual({
      start: '2026\u201111\u201116',
      end: '2026\u201111\u201130',
    });
  });
});
