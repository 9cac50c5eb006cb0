// Catalogue: player protection (responsible gaming; issue 23, product decision 22). The platform's catalogue has no
// such calls, so these are OUR design (module id RESPGAM3, ours, see docs/api-map.md), served by the demo platform
// until a platform publishes its own; the site hides the whole module when `protectionRules` is not answered.
// Times are epoch milliseconds of the platform's clock; money limits are decimal strings of the member's currency; the
// session limit is whole minutes, also as a digit string, so that every limit has one shape.
import * as s from '../schema';
import { call } from './define';

/** The limits a member can set: deposits per day, week and month, loss per day, session length in minutes. */
export const LIMIT_KINDS = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'sessionMinutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Time-out and self-exclusion periods (ISO 8601 durations; `permanent` has no end). */
export const TIME_OUT_PERIODS = ['P1D', 'P7D', 'P14D', 'P42D'] as const;
export const SELF_EXCLUSION_PERIODS = ['P6M', 'P1Y', 'P5Y', 'permanent'] as const;
export type ExclusionPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/**
 * When a period started at `now` ends (null: permanent), on the UTC calendar: the platform's end of an exclusion,
 * and the end the site states before asking (the platform's answer is the exact one).
 */
export function exclusionEnd(period: ExclusionPeriod, now: number): number | null {
  if (period === 'permanent') return null;
  const match = /^P(\d+)([DMY])$/.exec(period)!;
  const count = Number(match[1]);
  if (match[2] === 'D') return now + count * 86_400_000;
  const d = new Date(now);
  const months = match[2] === 'M' ? count : count * 12;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

/** Refusals of this module (their texts live with the screen that meets them: login, deposit, launch). */
export const PROTECTION_ERROR = {
  /** login refused during a time-out or self-exclusion; value `{ kind, until }` (until null: permanent) */
  excluded: 'protection.excluded',
  /** a deposit above what the limits leave; value `{ remaining, resetsAt }` (decimal string, epoch ms) */
  depositLimit: 'protection.deposit.limit',
  /** a launch after the day's loss reached the loss limit; value `{ resetsAt }` */
  lossLimit: 'protection.loss.limit',
  /** a launch after the session reached its time limit; value `{ minutes }` */
  sessionLimit: 'protection.session.limit',
} as const;

const limit = s.object({
  kind: s.literal(...LIMIT_KINDS),
  /** the limit in force; null: none */
  value: s.nullable(s.decimal),
  /** a raise or removal waiting for its cooling-off period to end (a lower limit applies at once) */
  pending: s.nullable(s.object({ value: s.nullable(s.decimal), effectiveAt: s.number })),
  /** what the current period has used: deposits, net loss, or minutes of this session */
  used: s.decimal,
  /** when the period's use starts again from zero (the session limit: null, it ends with the session) */
  resetsAt: s.nullable(s.number),
});
export type ProtectionLimit = s.Infer<typeof limit>;

const settings = s.object({
  serverTime: s.number,
  limits: s.array(limit),
  /** minutes of session between two reality checks; null: off */
  realityCheckMinutes: s.nullable(s.number),
});
export type ProtectionSettingsValue = s.Infer<typeof settings>;

/** What the platform offers, answered to guests too: the module is there when this call answers. */
export const protectionRules = call({
  path: '/wps/v2/protection/rules',
  module: 'RESPGAM3',
  answer: s.object({
    /** how long a raised or removed limit waits before it applies */
    coolingOffMs: s.number,
    realityCheckChoices: s.array(s.number),
    timeOutPeriods: s.array(s.literal(...TIME_OUT_PERIODS)),
    selfExclusionPeriods: s.array(s.literal(...SELF_EXCLUSION_PERIODS)),
  }),
});
export type ProtectionRulesValue = s.Infer<typeof protectionRules.answer>;

/** The member's limits with their use and pending changes, and the reality-check interval. */
export const protectionSettings = call({ path: '/wps/v2/protection/settings', module: 'RESPGAM3', token: 'required', answer: settings });

/**
 * Sets the limits named (null removes one): a lower limit applies at once, a higher one or a removal after the
 * cooling-off period. Refused (validation, `field` = the kind) for a value that is not a positive amount of the
 * currency or whole minutes, or a daily deposit limit above the weekly one (or the weekly above the monthly).
 */
export const updateProtectionLimits = call({
  path: '/wps/v2/protection/limits',
  method: 'POST',
  module: 'RESPGAM3',
  token: 'required',
  body: s.object({ limits: s.array(s.object({ kind: s.literal(...LIMIT_KINDS), value: s.nullable(s.decimal) })) }),
  answer: settings,
});

/** Sets the reality-check interval (one of the rules' choices) or turns it off (null). */
export const setRealityCheck = call({
  path: '/wps/v2/protection/realityCheck',
  method: 'POST',
  module: 'RESPGAM3',
  token: 'required',
  body: s.object({ minutes: s.nullable(s.number) }),
  answer: settings,
});

/** The current session: when it started, what was staked and the net result of the games since (win minus stake). */
export const protectionSession = call({
  path: '/wps/v2/protection/session',
  module: 'RESPGAM3',
  token: 'required',
  answer: s.object({ serverTime: s.number, startedAt: s.number, staked: s.decimal, netResult: s.decimal }),
});

/**
 * Starts a time-out (TIME_OUT_PERIODS) or a self-exclusion (SELF_EXCLUSION_PERIODS): every session of the member
 * ends, and login is refused (`protection.excluded`) until `until` (null: never).
 */
export const excludeSelf = call({
  path: '/wps/v2/protection/exclusion',
  method: 'POST',
  module: 'RESPGAM3',
  token: 'required',
  body: s.object({ kind: s.literal('timeOut', 'selfExclusion'), period: s.literal(...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS) }),
  answer: s.object({ kind: s.literal('timeOut', 'selfExclusion'), until: s.nullable(s.number) }),
});
