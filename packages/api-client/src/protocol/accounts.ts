// Platform contract of one area: Accounts (issue 3, packages/auth): registration, password flows, SMS, trial, settings, head icon.
// The calls themselves (paths, module ids, bodies and answers) are catalogue entries (catalogue/accounts.ts and, for
// the demo identity provider, catalogue/identity.ts); their wire types are re-exported here for existing importers.
import type { LoginPayload } from './core';
import type { RegisterSettings, SliderAnswer } from '../catalogue/accounts';

export type {
  CaptchaValue,
  ChangePasswordPayload,
  CountryValue,
  FreePlayValue,
  MemberIconValue,
  PasswordByPhonePayload,
  PasswordByPhoneValue,
  RegisterFieldRule,
  RegisterPayload,
  RegisterSettings,
  SliderAnswer,
  SliderChallenge,
  SmsCodeValue,
  SmsNoLoginPayload,
  SmsRegisterPayload,
  TrialUserValue,
} from '../catalogue/accounts';
export type { DemoIdentityTokenPayload, DemoPhoneCodePayload, DemoPhoneTokenPayload, IdentityTokenValue } from '../catalogue/identity';

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

/** A field the registration rule set covers. */
export type RegisterField = keyof RegisterSettings;

/** Fields the registration rule set covers (GET registration settings: catalogue `registerSettings`). */
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
] as const satisfies readonly RegisterField[];

/** Number of avatars the platform offers for the head icon. */
export const HEAD_ICON_COUNT = 8;
