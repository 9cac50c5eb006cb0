// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { periodRange, readFilters } from './period';

describe('bet record filters', () => {
  it('turns a period into local-day placing times, today included, up to the start of tomorrow', () => {
    const now = new Date(2026, 10, 22, 15, 30).getTime();
    expect(periodRange('today', now)).toEqual({ startTime: new Date(2026, 10, 22).getTime(), endTime: new Date(2026, 10, 23).getTime() });
    expect(periodRange('last7', now).startTime).toBe(new Date(2026, 10, 16).getTime());
    // across a month's end
    expect(periodRange('last30', now).startTime).toBe(new Date(2026, 9, 24).getTime());
  });

  it('reads the period and status of the address, unknown values as the defaults', () => {
    expect(readFilters(new URLSearchParams('period=last7&status=won'))).toEqual({ period: 'last7', status: 'won' });
    expect(readFilters(new URLSearchParams('period=forever&status=drawn'))).toEqual({ period: 'last30', status: undefined });
  });
});
