import { Hono } from 'hono';
import {
  excludeSelf,
  exclusionEnd,
  LIMIT_KINDS,
  PROTECTION_ERROR,
  protectionRules,
  protectionSession,
  protectionSettings,
  SELF_EXCLUSION_PERIODS,
  setRealityCheck,
  TIME_OUT_PERIODS,
  updateProtectionLimits,
  type LimitKind,
  type ProtectionLimit,
  type ProtectionSettingsValue,
} from '@wl/api-client/catalogue';
import { ERROR_CODE, HEADER } from '@wl/api-client/protocol';
import { fail, ok } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { ledgerOf, post } from '../ledger';
import { serve } from '../serve';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

// Player protection (catalogue/protection.ts: our own calls, module RESPGAM3, product decision 22). Per member of a
// merchant: five limits (money in cents, the session in minutes), each with a change waiting for its cooling-off; the
// reality-check interval; a time-out or self-exclusion. A lower limit applies at once, a higher one or a removal after
// COOLING_OFF_MS. Periods are UTC: the day, the week from Monday, the calendar month. Deposits count while pending or
// successful (deposit.ts asks `depositRefusal` before taking one); the day's loss is the member's bets and wins of the
// day (ledger BET and WIN); launches are refused past the loss or session limit, logins during an exclusion (every
// session of the member ends when it starts). The demo controls below move one member's protection clock forward (to
// pass a cooling-off period or an exclusion) and record a game round in the ledger (a session with figures).

export const COOLING_OFF_MS = 24 * 3_600_000;
export const REALITY_CHECK_CHOICES = [15, 30, 60, 120];
/** The longest session limit: a day. */
const MAX_SESSION_MINUTES = 1_440;
const DAY_MS = 86_400_000;
const GAME_TX = new Set(['BET', 'WIN']);

/** Demo-only controls (not the platform's). */
export const PROTECTION_DEMO_PATH = {
  /** POST { account, offsetMs }: the member's protection clock runs offsetMs ahead of the platform's */
  clock: '/__demo/protection/clock',
  /** POST { account, stake, win }: a game round in the member's ledger (decimal strings) */
  play: '/__demo/protection/play',
} as const;

interface Limit {
  /** cents, or minutes for the session; null: none */
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
}

interface MemberProtection {
  limits: Record<LimitKind, Limit>;
  realityCheckMinutes: number | null;
  exclusion: { kind: 'timeOut' | 'selfExclusion'; until: number | null } | null;
  clockOffsetMs: number;
}

const protectionOf = storeExtension(() => new Map<string, MemberProtection>());

function memberProtection(store: MerchantStore, member: DemoMember): MemberProtection {
  const all = protectionOf(store);
  let mine = all.get(member.id);
  if (!mine) {
    const none = (): Limit => ({ value: null, pending: null });
    mine = {
      limits: { depositDay: none(), depositWeek: none(), depositMonth: none(), lossDay: none(), sessionMinutes: none() },
      realityCheckMinutes: null,
      exclusion: null,
      clockOffsetMs: 0,
    };
    all.set(member.id, mine);
  }
  return mine;
}

/** The member's protection at `now` of the platform's clock: due changes applied, an ended time-out lifted. */
function current(store: MerchantStore, member: DemoMember, platformNow: number): { p: MemberProtection; now: number } {
  const p = memberProtection(store, member);
  const now = platformNow + p.clockOffsetMs;
  for (const limit of Object.values(p.limits)) {
    if (limit.pending && limit.pending.effectiveAt <= now) {
      limit.value = limit.pending.value;
      limit.pending = null;
    }
  }
  if (p.exclusion && p.exclusion.until !== null && p.exclusion.until <= now) p.exclusion = null;
  return { p, now };
}

const dayStart = (now: number) => Math.floor(now / DAY_MS) * DAY_MS;
/** Monday 00:00 UTC of the week of `now` (1970-01-01 was a Thursday). */
const weekStart = (now: number) => dayStart(now) - (((Math.floor(now / DAY_MS) + 3) % 7) * DAY_MS);
const monthStart = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};
const nextMonth = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
};

/** The deposit periods: where each starts and when it starts again. */
const DEPOSIT_PERIODS = {
  depositDay: (now: number) => [dayStart(now), dayStart(now) + DAY_MS],
  depositWeek: (now: number) => [weekStart(now), weekStart(now) + 7 * DAY_MS],
  depositMonth: (now: number) => [monthStart(now), nextMonth(now)],
} as const satisfies Partial<Record<LimitKind, (now: number) => [number, number]>>;
type DepositKind = keyof typeof DEPOSIT_PERIODS;
const DEPOSIT_KINDS = Object.keys(DEPOSIT_PERIODS) as DepositKind[];

/** The member's net loss of the UTC day in cents (bets minus wins, at least 0). */
function lossToday(store: MerchantStore, member: DemoMember, now: number): number {
  const from = dayStart(now);
  const net = (ledgerOf(store).get(member.id) ?? []).filter((e) => GAME_TX.has(e.txCode) && e.createdAt >= from && e.createdAt <= now).reduce((sum, e) => sum + e.amountCents, 0);
  return Math.max(0, -net);
}

const sessionMinutes = (startedAt: number, now: number) => Math.max(0, Math.floor((now - startedAt) / 60_000));

const asText = (kind: LimitKind, value: number) => (kind === 'sessionMinutes' ? String(value) : decimalOf(value));

/** Cents the member has deposited since `from` (pending and successful deposits), from the deposit routes. */
export type DepositedSince = (from: number) => number;

function settingsValue(store: MerchantStore, member: DemoMember, platformNow: number, sessionStart: number, deposited: DepositedSince): ProtectionSettingsValue {
  const { p, now } = current(store, member, platformNow);
  const limits = LIMIT_KINDS.map((kind): ProtectionLimit => {
    const limit = p.limits[kind];
    let used: number;
    let resetsAt: number | null;
    if (kind === 'sessionMinutes') {
      used = sessionMinutes(sessionStart, now);
      resetsAt = null;
    } else if (kind === 'lossDay') {
      used = lossToday(store, member, now);
      resetsAt = dayStart(now) + DAY_MS;
    } else {
      const [from, to] = DEPOSIT_PERIODS[kind](now);
      used = deposited(from);
      resetsAt = to;
    }
    return {
      kind,
      value: limit.value === null ? null : asText(kind, limit.value),
      pending: limit.pending && { value: limit.pending.value === null ? null : asText(kind, limit.pending.value), effectiveAt: limit.pending.effectiveAt },
      used: asText(kind, used),
      resetsAt,
    };
  });
  return { serverTime: now, limits, realityCheckMinutes: p.realityCheckMinutes };
}

/**
 * Why a deposit of `cents` is refused, or undefined: the least that any deposit limit leaves in its period, and
 * when that period starts again.
 */
export function depositRefusal(c: DemoContext, platformNow: number, cents: number, deposited: DepositedSince): Response | undefined {
  const { p, now } = current(c.get('store'), c.get('member'), platformNow);
  let tightest: { remaining: number; resetsAt: number } | undefined;
  for (const kind of DEPOSIT_KINDS) {
    const value = p.limits[kind].value;
    if (value === null) continue;
    const [from, resetsAt] = DEPOSIT_PERIODS[kind](now);
    const remaining = Math.max(0, value - deposited(from));
    if (!tightest || remaining < tightest.remaining) tightest = { remaining, resetsAt };
  }
  if (!tightest || cents <= tightest.remaining) return undefined;
  return fail(c, 403, PROTECTION_ERROR.depositLimit, `Your deposit limit leaves ${decimalOf(tightest.remaining)} until it resets.`, {
    remaining: decimalOf(tightest.remaining),
    resetsAt: tightest.resetsAt,
  });
}

/** Why a launch is refused (the day's loss or the session's time reached its limit), or undefined. */
export function launchRefusal(c: DemoContext, platformNow: number): Response | undefined {
  const store = c.get('store');
  const member = c.get('member');
  const { p, now } = current(store, member, platformNow);
  const loss = p.limits.lossDay.value;
  if (loss !== null && lossToday(store, member, now) >= loss)
    return fail(c, 403, PROTECTION_ERROR.lossLimit, 'You have reached your loss limit for today.', { resetsAt: dayStart(now) + DAY_MS });
  const minutes = p.limits.sessionMinutes.value;
  const session = store.sessions.get(c.get('token'));
  if (minutes !== null && session && sessionMinutes(session.createdAt, now) >= minutes)
    return fail(c, 403, PROTECTION_ERROR.sessionLimit, 'You have reached your session time limit.', { minutes });
  return undefined;
}

/** Why a proven member may not log in (a time-out or self-exclusion in force), or undefined. */
export function loginRefusal(store: MerchantStore, member: DemoMember, platformNow: number): { code: string; message: string; value: { kind: string; until: number | null } } | undefined {
  const { p } = current(store, member, platformNow);
  if (!p.exclusion) return undefined;
  const { kind, until } = p.exclusion;
  const message = until === null ? 'Your account is self-excluded.' : `Your account is closed to play until ${new Date(until).toISOString()}.`;
  return { code: PROTECTION_ERROR.excluded, message, value: { kind, until } };
}

/** A limit as typed into the platform: cents (positive, at most two decimals) or whole minutes (1 to a day). */
function parseLimit(kind: LimitKind, raw: string | null): number | null | 'invalid' {
  if (raw === null) return null;
  if (kind === 'sessionMinutes') {
    const minutes = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    return minutes >= 1 && minutes <= MAX_SESSION_MINUTES ? minutes : 'invalid';
  }
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(raw)) return 'invalid';
  const cents = centsOf(raw);
  return cents > 0 ? cents : 'invalid';
}

function memberByAccount(store: MerchantStore, account: unknown): DemoMember | undefined {
  return typeof account === 'string' ? store.members.get(account.toLowerCase()) : undefined;
}

/** Player protection: the rules, settings, limits, reality check, session figures and exclusion; two demo controls. */
export function protectionRoutes(deps: DemoDeps, deposited: (c: DemoContext) => DepositedSince): Hono<DemoEnv> {
  const { state } = deps;
  const app = new Hono<DemoEnv>();
  const sessionStart = (c: DemoContext) => c.get('store').sessions.get(c.get('token'))?.createdAt ?? state.now();
  const answerSettings = (c: DemoContext) => ok(c, settingsValue(c.get('store'), c.get('member'), state.now(), sessionStart(c), deposited(c)));

  serve(app, protectionRules, deps, (c) =>
    ok(c, {
      coolingOffMs: COOLING_OFF_MS,
      realityCheckChoices: REALITY_CHECK_CHOICES,
      timeOutPeriods: [...TIME_OUT_PERIODS],
      selfExclusionPeriods: [...SELF_EXCLUSION_PERIODS],
    }),
  );

  serve(app, protectionSettings, deps, answerSettings);

  serve(app, updateProtectionLimits, deps, (c, body) => {
    const { p, now } = current(c.get('store'), c.get('member'), state.now());
    const wanted = new Map<LimitKind, number | null>();
    for (const { kind, value } of body.limits) {
      const parsed = parseLimit(kind, value);
      if (parsed === 'invalid') {
        const rule = kind === 'sessionMinutes' ? `whole minutes from 1 to ${MAX_SESSION_MINUTES}` : 'an amount above zero with at most two decimals';
        return fail(c, 400, ERROR_CODE.validation, `The limit must be ${rule}.`, { field: kind });
      }
      wanted.set(kind, parsed);
    }
    // the deposit limits as they will stand: a shorter period's limit above a longer one's is refused
    const target = (kind: DepositKind) => (wanted.has(kind) ? wanted.get(kind)! : (p.limits[kind].pending?.value ?? p.limits[kind].value));
    for (const [shorter, longer] of [
      ['depositDay', 'depositWeek'],
      ['depositWeek', 'depositMonth'],
      ['depositDay', 'depositMonth'],
    ] as const) {
      const a = target(shorter);
      const b = target(longer);
      if (a !== null && b !== null && a > b)
        return fail(c, 400, ERROR_CODE.validation, `The ${shorter} limit cannot be above the ${longer} limit.`, { field: wanted.has(shorter) ? shorter : longer });
    }
    for (const [kind, value] of wanted) {
      const limit = p.limits[kind];
      // the latest choice wins: a lower limit (or the one in force) drops a waiting raise
      if (value !== null && (limit.value === null || value <= limit.value)) limit.value = value;
      limit.pending = value === limit.value ? null : { value, effectiveAt: now + COOLING_OFF_MS };
    }
    return answerSettings(c);
  });

  serve(app, setRealityCheck, deps, (c, body) => {
    if (body.minutes !== null && !REALITY_CHECK_CHOICES.includes(body.minutes))
      return fail(c, 400, ERROR_CODE.validation, `The interval must be one of ${REALITY_CHECK_CHOICES.join(', ')} minutes.`, { field: 'minutes' });
    memberProtection(c.get('store'), c.get('member')).realityCheckMinutes = body.minutes;
    return answerSettings(c);
  });

  serve(app, protectionSession, deps, (c) => {
    const store = c.get('store');
    const member = c.get('member');
    const startedAt = sessionStart(c);
    const { now } = current(store, member, state.now());
    const rounds = (ledgerOf(store).get(member.id) ?? []).filter((e) => GAME_TX.has(e.txCode) && e.createdAt >= startedAt);
    const staked = rounds.filter((e) => e.txCode === 'BET').reduce((sum, e) => sum - e.amountCents, 0);
    const net = rounds.reduce((sum, e) => sum + e.amountCents, 0);
    return ok(c, { serverTime: now, startedAt, staked: decimalOf(staked), netResult: decimalOf(net) });
  });

  serve(app, excludeSelf, deps, (c, body) => {
    const store = c.get('store');
    const member = c.get('member');
    const periods: readonly string[] = body.kind === 'timeOut' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
    if (!periods.includes(body.period)) return fail(c, 400, ERROR_CODE.validation, `A ${body.kind} lasts one of ${periods.join(', ')}.`, { field: 'period' });
    const { p, now } = current(store, member, state.now());
    const until = exclusionEnd(body.period, now);
    p.exclusion = { kind: body.kind, until };
    for (const [token, session] of store.sessions) if (session.memberId === member.id) store.sessions.delete(token);
    return ok(c, { kind: body.kind, until });
  });

  const controlTarget = async (c: DemoContext) => {
    const body = ((await c.req.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
    const merchant = (typeof body.merchant === 'string' && body.merchant) || c.req.query('merchant') || c.req.header(HEADER.merchant);
    const store = merchant ? state.store(merchant) : undefined;
    const member = store && memberByAccount(store, body.account);
    return { body, store, member };
  };

  app.post(PROTECTION_DEMO_PATH.clock, async (c) => {
    const { body, store, member } = await controlTarget(c);
    if (!store || !member) return fail(c, 404, ERROR_CODE.notFound, 'Name the merchant and an account of it.');
    const offsetMs = Number(body.offsetMs);
    if (!Number.isSafeInteger(offsetMs) || offsetMs < 0) return fail(c, 400, ERROR_CODE.validation, 'offsetMs is a whole number of milliseconds, 0 or more.');
    memberProtection(store, member).clockOffsetMs = offsetMs;
    return ok(c, { account: member.account, offsetMs });
  });

  app.post(PROTECTION_DEMO_PATH.play, async (c) => {
    const { body, store, member } = await controlTarget(c);
    if (!store || !member) return fail(c, 404, ERROR_CODE.notFound, 'Name the merchant and an account of it.');
    const amount = (raw: unknown) => (typeof raw === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(raw) ? centsOf(raw) : undefined);
    const stake = amount(body.stake);
    const win = amount(body.win ?? '0');
    if (stake === undefined || win === undefined) return fail(c, 400, ERROR_CODE.validation, 'stake and win are decimal strings.');
    const now = state.now();
    post(store, member, 'BET', -stake, now);
    if (win > 0) post(store, member, 'WIN', win, now);
    return ok(c, { account: member.account, net: decimalOf(win - stake) });
  });

  return app;
}
