// Catalogue: accounts (issue 3, packages/auth): captcha and slider, registration, SMS codes, trial play, password
// flows, countries, head icon; and the calls accounts issues will build (planned). Spec 000 sections 3, 7 and 9.
import * as s from '../schema';
import { call, typed } from './define';

// ---- bot checks ----

const captchaValue = s.object({
  /** one-time id to send back with the code */
  captchaId: s.string,
  /** the image as a data URL */
  image: s.string,
});
export type CaptchaValue = s.Infer<typeof captchaValue>;

/** A captcha image (login after failures, registration, SMS code for registration); valid once. */
export const captchaImage = call({ path: '/wps/captcha', module: 'CAPTCHA3', token: 'none', answer: captchaValue });

const sliderChallengeValue = s.object({
  challengeId: s.string,
  /** the background with a hole, as a data URL */
  background: s.string,
  /** the piece to drag into the hole, as a data URL */
  piece: s.string,
  width: s.number,
  height: s.number,
  pieceSize: s.number,
  /** the row the piece sits on */
  pieceY: s.number,
});
/** A slider challenge (docs/product-decisions.md 11): the background with a hole, the piece, the row the piece sits on. */
export type SliderChallenge = s.Infer<typeof sliderChallengeValue>;

/** A slider challenge (brands with the slider on: login, SMS codes, set password by phone). */
export const sliderChallenge = call({ path: '/wps/captcha/geetest', module: 'GEETEST3', token: 'none', answer: sliderChallengeValue });

/** What the client sends back for a slider challenge: the offset the piece was dragged to and the drag trail. */
const sliderAnswer = s.object({
  challengeId: s.string,
  x: s.number,
  /** [x, ms since the drag started] samples */
  trail: s.array(s.array(s.number)),
});
export type SliderAnswer = s.Infer<typeof sliderAnswer>;

// ---- registration ----

const registerFieldRule = s.object({
  enabled: s.boolean,
  required: s.boolean,
  /** a JavaScript regular expression source */
  pattern: s.nullable(s.string),
});
/** A registration field's rule. */
export type RegisterFieldRule = s.Infer<typeof registerFieldRule>;

const registerSettingsValue = s.object({
  username: registerFieldRule,
  password: registerFieldRule,
  mobileNum: registerFieldRule,
  email: registerFieldRule,
  nickname: registerFieldRule,
  payeeName: registerFieldRule,
  birthday: registerFieldRule,
  affiliateCode: registerFieldRule,
  captcha: registerFieldRule,
  verificationCode: registerFieldRule,
});
/** The registration rule set, one rule per field (protocol/accounts.ts REGISTER_FIELDS lists the fields). */
export type RegisterSettings = s.Infer<typeof registerSettingsValue>;

/** The merchant's registration rule set: which fields show, which are required, their patterns. */
export const registerSettings = call({ path: '/wps/system/setting/register', module: 'REG3', answer: registerSettingsValue });

const countryValue = s.object({
  code: s.string,
  name: s.string,
  /** without the plus sign */
  dialingCode: s.string,
});
/** One country of the country list. */
export type CountryValue = s.Infer<typeof countryValue>;

/** The countries and their dialing codes (the mobile number picker). */
export const countries = call({ path: '/wps/system/country', module: 'COMM3', answer: s.array(countryValue, { dropInvalid: true }) });

/**
 * Whether a username is free (registration, on leaving the field). Only the failure is read (`username.exists`):
 * the spec does not show the answer, so nothing is assumed of it.
 */
export const checkUsername = call({ path: '/wps/check/username', module: 'REG3', params: typed<{ username: string }>(), answer: s.unknown });

const smsCodeValue = s.object({
  /** when the code expires (epoch ms): the countdown runs to it */
  expirationTime: s.number,
});
/** SMS code answer: when the code expires (epoch ms). */
export type SmsCodeValue = s.Infer<typeof smsCodeValue>;

const smsRegisterBody = s.object({
  mobileNo: s.string,
  countryDialingCode: s.string,
  /** a captcha, or a slider answer */
  captcha: s.optional(s.string),
  captchaId: s.optional(s.string),
  slider: s.optional(sliderAnswer),
});
/** SMS code request for registration (the number goes as `mobileNo`). */
export type SmsRegisterPayload = s.Infer<typeof smsRegisterBody>;

/** Sends an SMS code for a username registration that verifies the mobile number (REGMOBVERF3). */
export const smsCodeRegister = call({
  path: '/wps/verification/sms/register',
  method: 'POST',
  module: 'REGMOBVERF3',
  token: 'none',
  body: smsRegisterBody,
  answer: smsCodeValue,
});

/** Sends an SMS code for a registration by mobile number (the same call under MOBILENUMREG3). */
export const smsCodeMobileRegister = call({
  path: '/wps/verification/sms/register',
  method: 'POST',
  module: 'MOBILENUMREG3',
  token: 'none',
  body: smsRegisterBody,
  answer: smsCodeValue,
});

const smsNoLoginBody = s.object({
  mobileNum: s.string,
  countryDialingCode: s.string,
  slider: s.optional(sliderAnswer),
});
/** SMS code request without a session (SMS login, set password by phone). */
export type SmsNoLoginPayload = s.Infer<typeof smsNoLoginBody>;

/** Sends an SMS code to a member's number without a session (SMS-code login, set password by phone). */
export const smsCodeNoLogin = call({
  path: '/wps/verification/sms/noLogin',
  method: 'POST',
  module: 'VERIFICATION3',
  body: smsNoLoginBody,
  answer: smsCodeValue,
});

const registerBody = s.object({
  countryDialingCode: s.optional(s.string),
  registerUrl: s.string,
  registerMethod: s.literal('APP', 'H5', 'WEBCLIP', 'PWA'),
  username: s.optional(s.string),
  password: s.string,
  confirmPassword: s.string,
  affiliateCode: s.optional(s.string),
  nickname: s.optional(s.string),
  payeeName: s.optional(s.string),
  email: s.optional(s.string),
  mobileNum: s.optional(s.string),
  birthday: s.optional(s.string),
  captcha: s.optional(s.string),
  captchaId: s.optional(s.string),
  type: s.literal(0),
  domain: s.string,
  verificationCode: s.optional(s.string),
  /** with identity-provider phone verification: the provider's id token for the number */
  firebaseChannel: s.optional(s.literal('sms')),
  firebaseIdToken: s.optional(s.string),
});
/** Registration payload (spec 000 section 3), encrypted on the wire. Empty optional fields are left out. */
export type RegisterPayload = s.Infer<typeof registerBody>;

const registerValue = s.object({ token: s.string, userName: s.string, type: s.number, firstTimeLogin: s.boolean });

/** Registers by username (captcha); success logs the new member in. */
export const registerByUsername = call({
  path: '/wps/member/register',
  method: 'PUT',
  module: 'REG3',
  token: 'none',
  encrypted: true,
  body: registerBody,
  answer: registerValue,
});

/** Registers by mobile number (SMS code or the identity provider's proof); success logs the new member in. */
export const registerByMobile = call({
  path: '/wps/member/register/mobile',
  method: 'PUT',
  module: 'MOBILENUMREG3',
  token: 'none',
  encrypted: true,
  body: registerBody,
  answer: registerValue,
});

// ---- trial play ----

const trialUserValue = s.object({ userName: s.string });
export type TrialUserValue = s.Infer<typeof trialUserValue>;

/** A fresh trial name, on the brand's trial merchant (the site keeps it under its trial key). */
export const trialUser = call({ path: '/wps/member/trialuser', token: 'none', answer: trialUserValue });

const freePlayValue = s.object({ token: s.string, userName: s.string, customerType: s.number });
/** Free play (trial) login answer. */
export type FreePlayValue = s.Infer<typeof freePlayValue>;

/** Free play: a trial (type 4) session on the brand's trial merchant. */
export const freePlayLogin = call({
  path: '/wps/session/login/freeplay',
  method: 'POST',
  module: 'FREEPLAY3',
  token: 'none',
  body: s.object({ username: s.string }),
  answer: freePlayValue,
});

// ---- passwords ----

/** Forgot password by email (form-urlencoded): the platform mails the account's email. Only success is read. */
export const passwordByEmail = call({
  path: '/wps/member/password/email',
  method: 'POST',
  module: 'COMM3',
  form: true,
  body: s.object({ username: s.string, email: s.string }),
  answer: s.unknown,
});

const passwordByPhoneBody = s.object({
  newPassword: s.string,
  mobileNum: s.string,
  countryDialingCode: s.optional(s.string),
  verificationCode: s.string,
  slider: s.optional(sliderAnswer),
  /** with identity-provider phone verification: the provider's id token for the number */
  firebaseChannel: s.optional(s.literal('sms')),
  firebaseIdToken: s.optional(s.string),
});
/** Set password by phone payload, encrypted on the wire. */
export type PasswordByPhonePayload = s.Infer<typeof passwordByPhoneBody>;

const passwordByPhoneValue = s.object({ userName: s.string });
/** Set password by phone answer: the account to log in with. */
export type PasswordByPhoneValue = s.Infer<typeof passwordByPhoneValue>;

/** Sets a new password with an SMS code (or the identity provider's proof of the number); the site then logs in. */
export const passwordByPhone = call({
  path: '/wps/member/password/verification',
  method: 'POST',
  module: 'CHNGPASSVERIF3',
  token: 'none',
  encrypted: true,
  body: passwordByPhoneBody,
  answer: passwordByPhoneValue,
});

const changePasswordBody = s.object({
  oldPassword: s.optional(s.string),
  newPassword: s.string,
  confirmNewPassword: s.string,
});
/** Change password payload, encrypted on the wire. */
export type ChangePasswordPayload = s.Infer<typeof changePasswordBody>;

/** Changes the member's password (success shows a toast; the answer is not read). */
export const changePassword = call({
  path: '/wps/member/password',
  method: 'POST',
  module: 'PASS3',
  token: 'required',
  encrypted: true,
  body: changePasswordBody,
  answer: s.unknown,
});

// ---- head icon ----

const memberIconValue = s.object({
  /** the index of one of the platform's avatars (0 when none was chosen) */
  icon: s.number,
});
/** Head icon: the index of one of the platform's avatars (0 when none was chosen). */
export type MemberIconValue = s.Infer<typeof memberIconValue>;

/** The member's head icon. */
export const memberIcon = call({ path: '/wps/member/info/icon', module: 'PROFPIC3', token: 'required', answer: memberIconValue });

/** Sets the member's head icon (form-urlencoded, `icon` 1 to HEAD_ICON_COUNT). */
export const setMemberIcon = call({
  path: '/wps/member/info/icon',
  method: 'POST',
  module: 'PROFPIC3',
  token: 'required',
  form: true,
  body: s.object({ icon: s.string }),
  answer: memberIconValue,
});

// ---- planned: named by spec 000 / docs/api-map.md for accounts issues, not sent by any screen yet ----

/**
 * Login IP verification: a login from a new IP is confirmed with a code (LOGINIPVERF3), encrypted like the login;
 * the answer is a session like the login's (planned).
 */
export const loginIpVerification = call({
  path: '/wps/session/login/verification',
  method: 'POST',
  module: 'LOGINIPVERF3',
  token: 'none',
  encrypted: true,
  body: s.object({ username: s.string, verificationCode: s.string }),
  answer: s.object({ token: s.string, userName: s.string, type: s.number, firstTimeLogin: s.boolean }),
  planned: true,
});

/** Find password by phone: sends the SMS code for a reset without a session (PWRESETSMS3, planned). */
export const passwordSmsCode = call({
  path: '/wps/member/password/sms',
  method: 'POST',
  module: 'PWRESETSMS3',
  token: 'none',
  body: smsNoLoginBody,
  answer: smsCodeValue,
  planned: true,
});

/** Registration with a username the platform generates (REG3, encrypted like the other registrations, planned). */
export const registerAutoUsername = call({
  path: '/wps/member/register/autoUsername',
  method: 'PUT',
  module: 'REG3',
  token: 'none',
  encrypted: true,
  body: s.object({
    password: s.string,
    confirmPassword: s.string,
    registerUrl: s.string,
    registerMethod: s.literal('APP', 'H5', 'WEBCLIP', 'PWA'),
    domain: s.string,
  }),
  answer: registerValue,
  planned: true,
});

/**
 * The merchant's consolidated settings; spec 000 section 7 uses them for the contract request flags (planned:
 * only the object shape is assumed).
 */
export const consolidatedSettings = call({ path: '/wps/system/settings/consolidated', module: 'COMM3', answer: s.record(s.unknown), planned: true });

/** The member's consolidated funds; with the settings, the contract request flags (planned: only the object shape is assumed). */
export const consolidatedFunds = call({
  path: '/wps/member/info/funds/consolidated',
  module: 'COMM3',
  token: 'required',
  answer: s.record(s.unknown),
  planned: true,
});

/** Saves the member's language on the platform (messages and mails in it); the answer is not read (planned). */
export const memberLanguage = call({
  path: '/wps/member/language',
  method: 'POST',
  module: 'COMM3',
  token: 'required',
  body: s.object({ language: s.string }),
  answer: s.unknown,
  planned: true,
});
