import { createMerchantSeed, type MerchantSeed } from './seed';
import { createAgentStore, type AgentStore } from './seed/agent';
import type { DemoMember } from './seed/types';

/** A session lasts this long after its last use. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A captcha is valid this long, and once. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** From this many failed logins on, a username needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 2;

export interface Session {
  memberId: string;
  createdAt: number;
  expiresAt: number;
}

export interface Captcha {
  code: string;
  expiresAt: number;
}

/** The mutable state of one merchant. Keys of username maps are lower case. */
export interface MerchantStore {
  merchantCode: string;
  seed: MerchantSeed;
  /** by lower-case account name */
  members: Map<string, DemoMember>;
  /** by token */
  sessions: Map<string, Session>;
  /** failed logins by lower-case username */
  failedLogins: Map<string, number>;
  /** by captchaId */
  captchas: Map<string, Captcha>;
  /** SMS codes by mobile number (filled by the SMS endpoints of routes/accounts.ts) */
  smsCodes: Map<string, Captcha>;
  /** slider challenges by challengeId: the x offset that fits, and when it expires */
  sliders: Map<string, { x: number; expiresAt: number }>;
  /** favourite nodeIds by member id */
  favourites: Map<string, string[]>;
  /** recent nodeIds by member id, newest first */
  recents: Map<string, string[]>;
  /** read announcement ids by member id */
  readMarks: Map<string, Set<number>>;
  /** messages and the agent area: inbox, rebates, contracts, verifications (seed/agent.ts) */
  agent: AgentStore;
  /** promotion participation by member id, then promotion id (routes/content.ts) */
  promotionClaims: Map<string, Map<number, { status: 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed'; since: number }>>;
}

/** One request as the demo saw it, for tests (never tokens, bodies or queries). */
export interface RequestRecord {
  method: string;
  path: string;
  merchant: string | null;
  moduleId: string | null;
  /** module ids the platform expects for this path (docs/api-map.md); empty when none is recorded */
  expectedModuleIds: string[];
  moduleIdMatches: boolean | null;
}

export interface DemoState {
  now: () => number;
  /** the merchant's store, created from its seed on first use */
  store(merchantCode: string): MerchantStore;
  /** stores created so far */
  stores(): MerchantStore[];
  /** restores seeded state: of one merchant, or of all (the hostile fixtures go off with it) */
  reset(merchantCode?: string): void;
  /**
   * merchant codes whose content carries the hostile fixtures (src/hostile.ts; `*`: every merchant), turned on by
   * `POST /__demo/hostile` until the merchant's reset
   */
  hostile: Set<string>;
  requests: RequestRecord[];
  record(request: RequestRecord): void;
}

/**
 * Requests kept for `/__demo/requests` (oldest dropped first). Tests count a call before and after an action, so the
 * window must hold every request a whole e2e run sends to one brand's platform meanwhile (a few thousand).
 */
const MAX_RECORDS = 20_000;

function createStore(merchantCode: string, now: number): MerchantStore {
  const seed = createMerchantSeed(merchantCode, now);
  return {
    merchantCode,
    seed,
    members: new Map(seed.members.map((m) => [m.account.toLowerCase(), { ...m }])),
    sessions: new Map(),
    failedLogins: new Map(),
    captchas: new Map(),
    smsCodes: new Map(),
    sliders: new Map(),
    favourites: new Map(),
    recents: new Map(),
    readMarks: new Map(),
    agent: createAgentStore(seed.agent),
    promotionClaims: new Map(),
  };
}

export function createDemoState(now: () => number = Date.now): DemoState {
  const stores = new Map<string, MerchantStore>();
  const requests: RequestRecord[] = [];
  const hostile = new Set<string>();
  return {
    now,
    store(merchantCode) {
      let store = stores.get(merchantCode);
      if (!store) {
        store = createStore(merchantCode, now());
        stores.set(merchantCode, store);
      }
      return store;
    },
    stores: () => [...stores.values()],
    reset(merchantCode) {
      if (merchantCode !== undefined) {
        stores.delete(merchantCode);
        hostile.delete(merchantCode);
        return;
      }
      stores.clear();
      hostile.clear();
      requests.length = 0;
    },
    hostile,
    requests,
    record(request) {
      requests.push(request);
      if (requests.length > MAX_RECORDS) requests.splice(0, requests.length - MAX_RECORDS);
    },
  };
}

/** The member of a live session, refreshing its idle expiry; undefined when the token is unknown or expired. */
export function sessionMember(store: MerchantStore, token: string | undefined, now: number): DemoMember | undefined {
  if (!token) return undefined;
  const session = store.sessions.get(token);
  if (!session) return undefined;
  if (session.expiresAt <= now) {
    store.sessions.delete(token);
    return undefined;
  }
  session.expiresAt = now + SESSION_IDLE_MS;
  for (const member of store.members.values()) if (member.id === session.memberId) return member;
  return undefined;
}

/** Takes a one-time code out of its map: true when it existed, was not expired and matches. */
export function consumeCode(codes: Map<string, Captcha>, key: string | undefined, code: string | undefined, now: number): boolean {
  if (!key) return false;
  const entry = codes.get(key);
  codes.delete(key);
  return !!entry && entry.expiresAt > now && !!code && entry.code === code.trim();
}

/**
 * State of one feature kept beside a merchant's store, created on first use and forgotten with the store (a reset
 * starts it afresh): route modules keep what only they use without growing MerchantStore.
 */
export function storeExtension<T>(create: (store: MerchantStore) => T): (store: MerchantStore) => T {
  const byStore = new WeakMap<MerchantStore, T>();
  return (store) => {
    let value = byStore.get(store);
    if (value === undefined) byStore.set(store, (value = create(store)));
    return value;
  };
}
