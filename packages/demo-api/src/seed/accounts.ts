import { MEMBER_TYPE } from '@wl/api-client/protocol';
import type { Rng } from '../random';
import type { DemoAccount, DemoMember } from './types';

export const DEMO_PASSWORD = 'Demo1234';
/** Dialing code of the seeded mobile numbers. */
export const DEMO_DIALING_CODE = '55';
/** Invitation (affiliate) codes the demo platform accepts at registration. */
export const DEMO_INVITATION_CODES: readonly string[] = ['NOVA2024', 'AGENT01'];
/** Fixed mobile numbers of the demo logins (SMS login, password reset by phone). */
export const DEMO_MOBILES: Readonly<Record<string, string>> = {
  demo: '987650001',
  demo1: '987650002',
  trial: '987650004',
  agent: '987650003',
  locked: '987650005',
};
/** Balance of a new trial (free play) account. */
/** A trial session's balance, in cents. */
export const TRIAL_BALANCE = 200_000;

/** Countries of GET /wps/system/country (dialing codes without the plus sign). */
export const DEMO_COUNTRIES = [
  { code: 'BR', name: 'Brasil', dialingCode: '55' },
  { code: 'US', name: 'United States', dialingCode: '1' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'VN', name: 'Việt Nam', dialingCode: '84' },
  { code: 'CN', name: '中国', dialingCode: '86' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'TH', name: 'ไทย', dialingCode: '66' },
] as const;

/** The demo logins every merchant has (docs/product-decisions.md 17). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo', password: DEMO_PASSWORD, type: MEMBER_TYPE.member, description: 'Member (type 0), VIP 3, with a balance' },
  { username: 'demo1', password: DEMO_PASSWORD, type: MEMBER_TYPE.member1, description: 'Member (type 1) without a nickname' },
  { username: 'trial', password: DEMO_PASSWORD, type: MEMBER_TYPE.trial, description: 'Trial account (type 4): no deposit, mail or chat (free_reject)' },
  { username: 'agent', password: DEMO_PASSWORD, type: MEMBER_TYPE.member2, description: 'Agent (type 2) with a team of downlines' },
  { username: 'locked', password: DEMO_PASSWORD, type: MEMBER_TYPE.member, description: 'Disabled account: login answers account.disabled', disabled: true },
];

interface MemberTraits {
  nickname: string | null;
  labelName: string | null;
  /** cents */
  balance: number;
}

const TRAITS: Record<string, MemberTraits> = {
  demo: { nickname: 'Lucky Demo', labelName: 'VIP 3', balance: 1_234_568 },
  demo1: { nickname: null, labelName: 'VIP 1', balance: 88_050 },
  trial: { nickname: null, labelName: null, balance: 200_000 },
  agent: { nickname: 'Demo Agent', labelName: 'VIP 5', balance: 8_888_888 },
  locked: { nickname: 'Locked', labelName: null, balance: 1_000 },
};

const DOWNLINES = ['team01', 'team02', 'team03', 'team04', 'team05'];

/** A merchant's members: the demo accounts plus the agent's downlines (password Demo1234 too). Ids are seeded. */
export function seedMembers(rng: Rng): DemoMember[] {
  const ids = new Set<string>();
  const nextId = (): string => {
    let id = String(rng.int(10_000_000, 99_999_999));
    while (ids.has(id)) id = String(rng.int(10_000_000, 99_999_999));
    ids.add(id);
    return id;
  };
  const mobile = (): string => `9${String(rng.int(100_000_000, 999_999_999))}`;
  const members: DemoMember[] = DEMO_ACCOUNTS.map((account) => {
    const traits = TRAITS[account.username];
    const generated = mobile(); // drawn for every account, so the rest of the seed stays as it was
    return {
      id: nextId(),
      account: account.username,
      password: account.password,
      nickname: traits?.nickname ?? null,
      type: account.type,
      clubLabel: traits?.labelName ? { labelName: traits.labelName } : null,
      disabled: account.disabled ?? false,
      mobileNum: DEMO_MOBILES[account.username] ?? generated,
      countryDialingCode: DEMO_DIALING_CODE,
      email: `${account.username}@example.com`,
      icon: 0,
      wallets: { MAIN: traits?.balance ?? 0 },
      parentId: null,
    };
  });
  const agentId = members.find((m) => m.account === 'agent')?.id ?? null;
  for (const account of DOWNLINES) {
    members.push({
      id: nextId(),
      account,
      password: DEMO_PASSWORD,
      nickname: null,
      type: MEMBER_TYPE.member,
      clubLabel: null,
      disabled: false,
      mobileNum: mobile(),
      countryDialingCode: DEMO_DIALING_CODE,
      email: `${account}@example.com`,
      icon: 0,
      wallets: { MAIN: rng.int(0, 500_000) },
      parentId: agentId,
    });
  }
  return members;
}
