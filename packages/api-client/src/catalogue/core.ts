// Catalogue: the foundation's calls (system status, session, member, wallet). Spec 000 sections 3-4, 001 section 4.
import * as s from '../schema';
import { call } from './define';

const systemStatusValue = s.object({
  /** 0 site, 1 maintenance, 2 region restricted */
  status: s.literal(0, 1, 2),
  maintenance: s.boolean,
  regionRestriction: s.boolean,
  location: s.object({ ip: s.string }),
  info: s.string,
});
export type SystemStatus = s.Infer<typeof systemStatusValue>;

/** Whether the site is up, in maintenance or closed to the visitor's region. */
export const systemStatus = call({ path: '/wps/system/status', module: 'COMM3', answer: systemStatusValue });

const loginBody = s.union(
  s.object({
    username: s.string,
    password: s.string,
    captcha: s.optional(s.string),
    captchaId: s.optional(s.string),
    type: s.literal('username', 'sms'),
    /** `agent`: refuse non-agents; `member`: refuse agent-only accounts (spec 000 section 6) */
    portal: s.optional(s.literal('member', 'agent')),
    /** a slider answer (docs/product-decisions.md 11): the offset the piece was dragged to and the drag trail */
    slider: s.optional(s.object({ challengeId: s.string, x: s.number, trail: s.array(s.array(s.number)) })),
  }),
  s.object({
    type: s.literal('firebase'),
    firebaseChannel: s.literal('google', 'facebook', 'sms'),
    firebaseIdToken: s.string,
    firebaseMobileNo: s.optional(s.string),
    countryDialingCode: s.optional(s.string),
    portal: s.optional(s.literal('member', 'agent')),
  }),
);
const loginValue = s.object({ token: s.string, userName: s.string, type: s.number, firstTimeLogin: s.boolean });
export type LoginValue = s.Infer<typeof loginValue>;

/** Login with a password, an SMS code or the identity provider's id token; the body is encrypted. */
export const login = call({ path: '/wps/session/login', method: 'POST', module: 'COMM3', token: 'none', encrypted: true, body: loginBody, answer: loginValue });

/** Ends the session on the platform. */
export const logout = call({ path: '/wps/session/logout', method: 'DELETE', module: 'COMM3', token: 'required', answer: s.unknown });

const memberInfoValue = s.object({
  id: s.string,
  nickname: s.nullable(s.string),
  account: s.string,
  type: s.number,
  /** the VIP label */
  clubLabel: s.nullable(s.object({ labelName: s.string })),
});
export type MemberInfoValue = s.Infer<typeof memberInfoValue>;

/** The member's account, nickname, type and VIP label. */
export const memberInfo = call({ path: '/wps/member/info', token: 'required', answer: memberInfoValue });

const walletValue = s.object({ sumBalance: s.decimal, currencySymbol: s.string });
export type WalletValue = s.Infer<typeof walletValue>;

/** The member's balance over every wallet. */
export const wallet = call({ path: '/wps/wallets/gcs', module: 'COMM3', token: 'required', answer: walletValue });
