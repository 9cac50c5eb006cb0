/**
 * The wire contract between the site and the platform, shared by the client (base query) and the demo
 * platform (packages/demo-api) so that both sides cannot drift. Pure data and types: safe in Node.
 */

/** Request headers the platform reads. The token travels only in a header, never in a URL. */
export const HEADER = {
  token: 'Token',
  merchant: 'Merchant',
  module: 'Module-Id',
  language: 'Language',
  /** present (value `v1`) when the body is a hybrid-encrypted payload, see cipher.ts */
  encryption: 'Encryption',
  /** `OTHERS` when the site runs as an installed web app */
  device: 'Device',
  /** money calls: the operation's idempotency key (the platform answers a repeated key with the first result) */
  idempotencyKey: 'Idempotency-Key',
  /** demo platform only: select a fault for this request (see FAULTS) */
  demoFault: 'X-Demo-Fault',
} as const;

export const ENCRYPTION_SCHEME = 'v1';

/** Every platform answer has this one envelope, on success and on error. */
export interface SuccessEnvelope<T> {
  success: true;
  code: '0';
  message: string;
  value: T;
}
export interface ErrorEnvelope {
  success: false;
  /** one of ERROR_CODE, or a platform code the client does not know */
  code: string;
  message: string;
  /** some errors carry data, e.g. `{ captcha: true }` after failed logins */
  value?: { captcha?: boolean } & Record<string, unknown>;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Error codes the platform answers with (the spec names a few; the rest are ours, documented here). */
export const ERROR_CODE = {
  /** token missing, expired or revoked: the session ends everywhere */
  sessionExpired: 'session.expired',
  loginFailed: 'login.failed',
  captchaIncorrect: 'captcha.incorrect',
  accountDisabled: 'account.disabled',
  nonMember: 'login.non.member',
  nonAgent: 'login.non.agent',
  usernameExists: 'username.exists',
  samePassword: 'modify.new.old.same',
  freeReject: 'free_reject',
  invitationInvalid: 'invitation.invalid',
  verificationIncorrect: 'verification.incorrect',
  verificationExpired: 'verification.expired',
  validation: 'validation.failed',
  maintenance: 'system.maintenance',
  regionRestricted: 'region.restricted',
  notFound: 'not.found',
  server: 'server.error',
  /** client-side only */
  timeout: 'network.timeout',
  network: 'network.error',
  decrypt: 'payload.decrypt',
  /** a money call's idempotency key was sent again with a different request */
  idempotencyMismatch: 'idempotency.mismatch',
  /** client-side only: the answer does not fit the call's catalogue schema (or is no envelope at all) */
  invalidAnswer: 'invalid_answer',
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

export type { ModuleId } from '../catalogue/define';

/** Faults the demo platform can inject, chosen per request with HEADER.demoFault or the `__fault` query. */
export const FAULTS = ['latency', '500', 'timeout', 'lost', 'maintenance', 'region'] as const;
export type Fault = (typeof FAULTS)[number];

/** Platform values shared by both sides. */
export const PLATFORM = { clientType: 2, platform: 'html5', announcementPlatform: 'M' } as const;

/** Customer types (spec 000 sections 1 and 6). */
export const MEMBER_TYPE = { member: 0, member1: 1, member2: 2, trial: 4, nonAgent: 40 } as const;

export type { LoginValue, MemberInfoValue, SystemStatus, WalletValue } from '../catalogue/core';

/** Login payload, encrypted on the wire (spec 000 section 3). */
export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  type: 'username' | 'sms';
}
