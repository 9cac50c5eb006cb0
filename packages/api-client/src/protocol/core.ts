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
} as const;
export type ErrorCode = (typeof ERROR_CODE)[keyof typeof ERROR_CODE];

/** Module ids of the platform (spec sections 3 and 9, API-MAP.md). */
export const MODULE = {
  COMM3: 'COMM3',
  FUNDTRANS3: 'FUNDTRANS3',
  AGEANNOUNCE3: 'AGEANNOUNCE3',
  MEMTRANS3: 'MEMTRANS3',
  PERSPNL3: 'PERSPNL3',
  AGEINFO3: 'AGEINFO3',
  AGEDOWNMAN3: 'AGEDOWNMAN3',
  REG3: 'REG3',
  CAPTCHA3: 'CAPTCHA3',
  CBS3: 'CBS3',
  AFFMAN3: 'AFFMAN3',
  INBOX3: 'INBOX3',
  PROFPIC3: 'PROFPIC3',
  FREEPLAY3: 'FREEPLAY3',
  PASS3: 'PASS3',
  PWRESETSMS3: 'PWRESETSMS3',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
  LOGINIPVERF3: 'LOGINIPVERF3',
  VERIFICATION3: 'VERIFICATION3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILENUMREG3: 'MOBILENUMREG3',
  GEETEST3: 'GEETEST3',
  GAMELO3: 'GAMELO3',
  GAMELOHOT3: 'GAMELOHOT3',
  GAMELOREC3: 'GAMELOREC3',
  REWCEN3: 'REWCEN3',
  FEEDBACK3: 'FEEDBACK3',
  DAILYSALCONT3: 'DAILYSALCONT3',
  SIGNCONDIV3: 'SIGNCONDIV3',
  HOURSAL3: 'HOURSAL3',
} as const;
export type ModuleId = (typeof MODULE)[keyof typeof MODULE];

/** Faults the demo platform can inject, chosen per request with HEADER.demoFault or the `__fault` query. */
export const FAULTS = ['latency', '500', 'timeout', 'maintenance', 'region'] as const;
export type Fault = (typeof FAULTS)[number];

/** Platform values shared by both sides. */
export const PLATFORM = { clientType: 2, platform: 'html5', announcementPlatform: 'M' } as const;

/** Customer types (spec 000 sections 1 and 6). */
export const MEMBER_TYPE = { member: 0, member1: 1, member2: 2, trial: 4, nonAgent: 40 } as const;

/** Paths used by the foundation; feature packages add theirs next to their endpoints. */
export const PATH = {
  systemStatus: '/wps/system/status',
  login: '/wps/session/login',
  logout: '/wps/session/logout',
  memberInfo: '/wps/member/info',
  wallet: '/wps/wallets/gcs',
  vendorGameTypes: '/wps/relay/GCSGAME_getVassGameType',
  gameList: '/wps/relay/GCSGAME_gameList',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  demoReset: '/__demo/reset',
} as const;

/** System status answer (spec 001 section 4): 0 site, 1 maintenance, 2 region restricted. */
export interface SystemStatus {
  status: 0 | 1 | 2;
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string };
  info: string;
}

/** Login payload, encrypted on the wire (spec 000 section 3). */
export interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  type: 'username' | 'sms';
}

/** Login answer value. */
export interface LoginValue {
  token: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** Member info answer value; clubLabel holds the VIP label. */
export interface MemberInfoValue {
  id: string;
  nickname: string | null;
  account: string;
  type: number;
  clubLabel: { labelName: string } | null;
}

/** Wallet answer value. */
export interface WalletValue {
  sumBalance: number;
  currencySymbol: string;
}
