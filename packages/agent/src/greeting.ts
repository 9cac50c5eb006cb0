import type { TranslationKey } from '@wl/i18n';

/** The agent dashboard greeting by local hour (spec 000 section 2): 0-10, 11-14, 15-18, 19-24. */
export function greetingKey(hour: number): TranslationKey {
  if (hour <= 10) return 'agent.goodMorning';
  if (hour <= 14) return 'agent.goodEarlyAfternoon';
  if (hour <= 18) return 'agent.goodLateAfternoon';
  return 'agent.goodEvening';
}
