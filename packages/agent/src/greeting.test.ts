// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('agent greeting', () => {
  it.each([
    [0, 'agent.goodMorning'],
    [10, 'agent.goodMorning'],
    [11, 'agent.goodEarlyAfternoon'],
    [14, 'agent.goodEarlyAfternoon'],
    [15, 'agent.goodLateAfternoon'],
    [18, 'agent.goodLateAfternoon'],
    [19, 'agent.goodEvening'],
    [23, 'agent.goodEvening'],
  ])('hour %i greets with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
