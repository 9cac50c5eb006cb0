// Platform contract of one area: Accounts (issue 3, packages/auth): registration, password flows, SMS, trial, settings, head icon.
// Shared by the client (api endpoints) and the demo platform; wire types for this area's calls live here too.
import type { LoginPayload, ModuleId } from './core';

/** Paths of this area's calls (spec 000 section 7, API-MAP.md). */
export const ACCOUNTS_PATH = {
  freePlay: '/wps/session/login/freeplay',
  trialUser: '/wps/member/trialuser',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  checkUsername: '/wps/check/username',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  captcha: '/wps/captcha',
  slider: '/wps/captcha/geetest',
  country: '/wps/system/country',
  passwordEmail: '/wps/member/password/email',
  passwordByPhone: '/wps/member/password/verification',
  passwordChange: '/wps/member/password',
  memberIcon: '/wps/member/info/icon',
} as const;

/** The module id(s) the platform expects per path (API-MAP.md); the demo records a mismatch. */
export const ACCOUNTS_MODULES: Record<string, readonly ModuleId[]> = {
  [ACCOUNTS_PATH.freePlay]: ['FREEPLAY3'],
  [ACCOUNTS_PATH.register]: ['REG3'],
  [ACCOUNTS_PATH.registerMobile]: ['MOBILENUMREG3'],
  [ACCOUNTS_PATH.registerSettings]: ['REG3'],
  [ACCOUNTS_PATH.checkUsername]: ['REG3'],
  [ACCOUNTS_PATH.smsNoLogin]: ['VERIFICATION3'],
  [ACCOUNTS_PATH.smsRegister]: ['REGMOBVERF3', 'MOBILENUMREG3'],
  [ACCOUNTS_PATH.slider]: ['GEETEST3'],
  [ACCOUNTS_PATH.country]: ['COMM3'],
  [ACCOUNTS_PATH.passwordEmail]: ['COMM3'],
  [ACCOUNTS_PATH.passwordByPhone]: ['CHNGPASSVERIF3'],
  [ACCOUNTS_PATH.passwordChange]: ['PASS3'],
  [ACCOUNTS_PATH.memberIcon]: ['PROFPIC3'],
};

/** Captcha image answer: a one-time id and an image data URL. */
export interface CaptchaValue {
  captchaId: string;
  image: string;
}

/**
 * A slider challenge (DECISIONS.md 11): the background with a hole, the piece, the row the piece sits on.
 * The client answers with the offset it was dragged to and the drag trail.
 */
export interface SliderChallenge {
  challengeId: string;
  background: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

/** What the client sends back for a slider challenge (with login, SMS code requests, set password by phone). */
export interface SliderAnswer {
  challengeId: string;
  x: number;
  /** [x, ms since the drag started] samples */
  trail: [number, number][];
}

/** The login payload as this area sends it: the core payload plus a slider answer and the portal. */
export interface PasswordLoginPayload extends LoginPayload {
  slider?: SliderAnswer;
  /** `agent`: refuse non-agents; `member`: refuse agent-only accounts (spec 000 section 6) */
  portal?: 'member' | 'agent';
}

/** The two social sign-in providers of the identity provider (docs/decisions/011). */
export const SOCIAL_CHANNELS = ['google', 'facebook'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];
/** How the identity provider proved who the player is: a social account, or a phone number by SMS. */
export type IdentityChannel = SocialChannel | 'sms';

/**
 * Identity-provider login (spec 000 section 3: type firebase): the provider's id token proves the player;
 * the platform logs in the linked account or creates one. The mobile fields go with the `sms` channel.
 */
export interface IdentityLoginPayload {
  type: 'firebase';
  firebaseChannel: IdentityChannel;
  firebaseIdToken: string;
  firebaseMobileNo?: string;
  countryDialingCode?: string;
  portal?: 'member' | 'agent';
}

export type AccountsLoginPayload = PasswordLoginPayload | IdentityLoginPayload;

/**
 * The demo identity provider (DECISIONS.md 12): the demo platform stands in for the provider's servers and
 * issues the id tokens its login verifies. Not platform calls: a real provider has its own service.
 */
export const DEMO_IDENTITY_PATH = {
  /** a signed id token for a social account the player picked in the demo sign-in dialog */
  token: '/__demo/identity/token',
  /** sends a phone verification code (readable like the platform's at DEMO_SMS_PATH) */
  phoneCode: '/__demo/identity/phone/code',
  /** the code in exchange for an id token of that phone number */
  phoneToken: '/__demo/identity/phone/token',
} as const;

/** What the demo sign-in dialog sends for a social account. */
export interface DemoIdentityTokenPayload {
  channel: SocialChannel;
  email: string;
  name: string;
}

export interface DemoPhoneCodePayload {
  mobileNo: string;
  countryDialingCode: string;
}

export interface DemoPhoneTokenPayload extends DemoPhoneCodePayload {
  code: string;
}

/** An id token of the identity provider. */
export interface IdentityTokenValue {
  idToken: string;
}

/** Free play (trial) login answer. */
export interface FreePlayValue {
  token: string;
  userName: string;
  customerType: number;
}

/** A registration field's rule (GET /wps/system/setting/register). `pattern` is a JavaScript regular expression source. */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  pattern: string | null;
}

/** Fields the registration rule set may cover. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'email',
  'nickname',
  'payeeName',
  'birthday',
  'affiliateCode',
  'captcha',
  'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterSettings = Record<RegisterField, RegisterFieldRule>;

/** Registration payload (spec 000 section 3), encrypted on the wire. Empty optional fields are left out. */
export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl: string;
  registerMethod: 'APP' | 'H5' | 'WEBCLIP' | 'PWA';
  username?: string;
  password: string;
  confirmPassword: string;
  affiliateCode?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  birthday?: string;
  captcha?: string;
  captchaId?: string;
  type: 0;
  domain: string;
  verificationCode?: string;
  /** with identity-provider phone verification: the provider's id token for the number */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/** SMS code answer: when the code expires (epoch ms). */
export interface SmsCodeValue {
  expirationTime: number;
}

/** SMS code request (registration sends mobileNo, the others mobileNum). */
export interface SmsCodePayload {
  mobileNum?: string;
  mobileNo?: string;
  countryDialingCode: string;
  /** registration: a captcha, or a slider answer */
  captcha?: string;
  captchaId?: string;
  slider?: SliderAnswer;
}

/** Set password by phone payload, encrypted on the wire. */
export interface PasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
  slider?: SliderAnswer;
  /** with identity-provider phone verification: the provider's id token for the number */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

/** Set password by phone answer: the account to log in with. */
export interface PasswordByPhoneValue {
  userName: string;
}

/** Change password payload, encrypted on the wire. */
export interface ChangePasswordPayload {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** One country of GET /wps/system/country. */
export interface CountryValue {
  code: string;
  name: string;
  dialingCode: string;
}

/** Head icon: the index of one of the platform's avatars (0 when none was chosen). */
export interface MemberIconValue {
  icon: number;
}

/** Number of avatars the platform offers for the head icon. */
export const HEAD_ICON_COUNT = 8;
