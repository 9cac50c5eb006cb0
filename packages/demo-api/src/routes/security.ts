import { Hono } from 'hono';
import {
  addBankCard,
  bankCards,
  customerSecurityQuestions,
  hasWithdrawalPassword,
  resetWithdrawalPassword,
  securityConfig,
  securityQuestions,
  setEmail,
  setNickname,
  setPayeeName,
  setSecurityQuestions,
  setWithdrawalPassword,
  withdraw,
  withdrawRecords,
} from '@wl/api-client/catalogue';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { MAIN_WALLET, post } from '../ledger';
import { requestLanguage, type Localized } from '../language';
import { DEMO_PATH } from '../paths';
import { serve } from '../serve';
import type { DemoMember } from '../seed/types';
import { consumeCode, storeExtension, type MerchantStore } from '../state';

// Withdrawals and the security centre (catalogue/security.ts). The withdrawal password is kept only as a salted
// SHA-256 digest and is never logged; five wrong tries lock it for LOCK_MS. A withdrawal takes the money out of
// the main wallet at once (a WITHDRAW transaction) and stays pending until /__demo/withdrawals/:orderId/approve
// (success) or /reject (failed: the money comes back, a WITHDRAW_REFUND transaction).

/** Platform error codes of this area (the site shows its own text for each). */
export const SECURITY_ERROR = {
  passwordMissing: 'payment.password.missing',
  passwordIncorrect: 'payment.password.incorrect',
  passwordLocked: 'payment.password.locked',
  passwordFormat: 'payment.password.format',
  payeeMissing: 'payee.name.missing',
  payeeSet: 'payee.name.set',
  nameInvalid: 'name.invalid',
  cardLimit: 'bank.card.limit',
  cardInvalid: 'bank.card.invalid',
  cardExists: 'bank.card.exists',
  cardUnknown: 'bank.card.unknown',
  aboveWithdrawable: 'withdraw.above.withdrawable',
  belowMin: 'withdraw.below.min',
  aboveMax: 'withdraw.above.max',
  answersIncorrect: 'security.answers.incorrect',
  questionsInvalid: 'security.questions.invalid',
  emailInvalid: 'email.invalid',
} as const;

export const WITHDRAW_RULES = { maxTries: 5, lockMs: 15 * 60_000, maxCards: 3, minCents: 10_000, maxCents: 5_000_000 } as const;
/** Fee per withdrawal by merchant, in cents (taken from the payout, not from the balance). */
const FEE_CENTS: Record<string, number> = { SOL: 500 };

/** The security questions, in every content language (the call answers the request's). */
export const QUESTIONS: readonly { id: number; question: Localized }[] = [
  {
    id: 1,
    question: {
      en: 'What was the name of your first school?',
      pt: 'Qual era o nome da sua primeira escola?',
      vi: 'Trường học đầu tiên của bạn tên là gì?',
      zh: '您的第一所学校叫什么名字？',
    },
  },
  { id: 2, question: { en: 'In which city were you born?', pt: 'Em que cidade você nasceu?', vi: 'Bạn sinh ra ở thành phố nào?', zh: '您出生在哪个城市？' } },
  {
    id: 3,
    question: {
      en: "What is your mother's maiden name?",
      pt: 'Qual é o nome de solteira da sua mãe?',
      vi: 'Họ thời con gái của mẹ bạn là gì?',
      zh: '您母亲的娘家姓是什么？',
    },
  },
  {
    id: 4,
    question: {
      en: 'What was the name of your first pet?',
      pt: 'Qual era o nome do seu primeiro animal de estimação?',
      vi: 'Thú cưng đầu tiên của bạn tên là gì?',
      zh: '您的第一只宠物叫什么名字？',
    },
  },
  {
    id: 5,
    question: { en: 'What is your favourite food?', pt: 'Qual é a sua comida favorita?', vi: 'Món ăn yêu thích của bạn là gì?', zh: '您最喜欢的食物是什么？' },
  },
];

interface Card {
  id: string;
  bankName: string;
  branch: string;
  accountNumber: string;
}

interface Withdrawal {
  orderId: string;
  memberId: string;
  cents: number;
  feeCents: number;
  cardLast4: string;
  status: 'pending' | 'success' | 'failed';
  createdAt: number;
}

interface MemberSecurity {
  payeeName: string | null;
  /** salted SHA-256 hex of the withdrawal password */
  passwordDigest: string | null;
  failures: number;
  lockedUntil: number;
  cards: Card[];
  questions: { questionId: number; answerDigest: string }[];
  /** cents of the main wallet turnover still holds, and the turnover (bets) still required to free them */
  heldCents: number;
  turnoverCents: number;
}

/**
 * Seeded: demo1 has a payee name, the withdrawal password 123456, a card, and a bonus held by turnover; the agent
 * has the withdrawal password 123456 (its transfers to downlines ask for it).
 */
const SEEDED: Record<string, Partial<MemberSecurity> & { password?: string; answers?: [number, string][] }> = {
  agent: { password: '123456' },
  demo1: {
    payeeName: 'Maria Silva',
    password: '123456',
    cards: [{ id: 'C1', bankName: 'Banco Demo', branch: 'Centro', accountNumber: '0012345678904321' }],
    heldCents: 30_000,
    turnoverCents: 150_000,
    answers: [
      [1, 'escola azul'],
      [2, 'recife'],
    ],
  },
};

async function digest(member: DemoMember, secret: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${member.id}:${secret}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const securityByStore = storeExtension(() => new Map<string, MemberSecurity>());
const withdrawalsByStore = storeExtension(() => [] as Withdrawal[]);

async function securityOf(store: MerchantStore, member: DemoMember): Promise<MemberSecurity> {
  const map = securityByStore(store);
  const known = map.get(member.id);
  if (known) return known;
  const seed = SEEDED[member.account] ?? {};
  const state: MemberSecurity = {
    payeeName: seed.payeeName ?? null,
    passwordDigest: seed.password ? await digest(member, seed.password) : null,
    failures: 0,
    lockedUntil: 0,
    cards: (seed.cards ?? []).map((card) => ({ ...card })),
    questions: await Promise.all(
      (seed.answers ?? []).map(async ([questionId, answer]) => ({ questionId, answerDigest: await digest(member, normalAnswer(answer)) })),
    ),
    heldCents: seed.heldCents ?? 0,
    turnoverCents: seed.turnoverCents ?? 0,
  };
  map.set(member.id, state);
  return state;
}

const normalAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');
/** Letters (any script), spaces, dots, apostrophes and hyphens; no markup, digits or emoji. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,49}$/u;
const SIX_DIGITS = /^\d{6}$/;
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

const withdrawableCents = (member: DemoMember, security: MemberSecurity) => Math.max(0, (member.wallets[MAIN_WALLET] ?? 0) - security.heldCents);

/** Checks the withdrawal password, counting wrong tries; answers the refusal, or undefined when it is right. */
async function refusePassword(c: DemoContext, member: DemoMember, security: MemberSecurity, password: string, now: number): Promise<Response | undefined> {
  if (!security.passwordDigest) return fail(c, 409, SECURITY_ERROR.passwordMissing, 'Set a withdrawal password first.');
  if (security.lockedUntil > now)
    return fail(c, 423, SECURITY_ERROR.passwordLocked, 'The withdrawal password is locked.', { lockedUntil: security.lockedUntil });
  if ((await digest(member, password)) === security.passwordDigest) {
    security.failures = 0;
    return undefined;
  }
  security.failures += 1;
  const remainingTries = WITHDRAW_RULES.maxTries - security.failures;
  if (remainingTries <= 0) {
    security.failures = 0;
    security.lockedUntil = now + WITHDRAW_RULES.lockMs;
    return fail(c, 423, SECURITY_ERROR.passwordLocked, 'Too many wrong withdrawal passwords: locked.', { lockedUntil: security.lockedUntil });
  }
  return fail(c, 400, SECURITY_ERROR.passwordIncorrect, 'The withdrawal password is incorrect.', { remainingTries });
}

/**
 * Checks a member's withdrawal password as a withdrawal does (wrong tries counted, the lock): answers the refusal,
 * or undefined when it is right. Other money operations that ask for it (the agent's transfers) use this.
 */
export async function refuseWithdrawalPassword(c: DemoContext, password: string, now: number): Promise<Response | undefined> {
  const member = c.get('member');
  return refusePassword(c, member, await securityOf(c.get('store'), member), password, now);
}

/** Withdrawals and the security centre (catalogue/security.ts). */
export function securityRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const now = () => deps.state.now();
  const mine = async (c: DemoContext) => securityOf(c.get('store'), c.get('member'));

  serve(app, securityConfig, deps, async (c) => {
    const member = c.get('member');
    const security = await mine(c);
    return ok(c, {
      payeeName: security.payeeName,
      hasWithdrawalPassword: security.passwordDigest !== null,
      bankCards: security.cards.length,
      maxBankCards: WITHDRAW_RULES.maxCards,
      hasSecurityQuestions: security.questions.length > 0,
      email: member.email ? maskEmail(member.email) : null,
      nickname: member.nickname,
    });
  });

  serve(app, hasWithdrawalPassword, deps, async (c) => ok(c, (await mine(c)).passwordDigest !== null));

  serve(app, bankCards, deps, async (c) => {
    const member = c.get('member');
    const security = await mine(c);
    return ok(c, {
      max: WITHDRAW_RULES.maxCards,
      list: security.cards.map((card) => ({
        id: card.id,
        bankName: card.bankName,
        branch: card.branch,
        last4: card.accountNumber.slice(-4),
        accountName: security.payeeName ?? '',
      })),
      limits: {
        withdrawable: decimalOf(withdrawableCents(member, security)),
        turnoverRequired: decimalOf(security.turnoverCents),
        minAmount: decimalOf(WITHDRAW_RULES.minCents),
        maxAmount: decimalOf(WITHDRAW_RULES.maxCents),
        fee: decimalOf(FEE_CENTS[c.get('store').merchantCode] ?? 0),
      },
    });
  });

  serve(app, setPayeeName, deps, async (c, body) => {
    const security = await mine(c);
    if (security.payeeName) return fail(c, 409, SECURITY_ERROR.payeeSet, 'The payee name is already set.');
    const name = body.payeeName.trim().replace(/\s+/g, ' ');
    if (!NAME.test(name)) return fail(c, 400, SECURITY_ERROR.nameInvalid, 'Letters and spaces only.', { field: 'payeeName' });
    security.payeeName = name;
    return ok(c, null);
  });

  serve(app, setNickname, deps, (c, body) => {
    const name = body.nickname.trim();
    if (!/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]{1,19}$/u.test(name))
      return fail(c, 400, SECURITY_ERROR.nameInvalid, 'Letters, digits and spaces only.', { field: 'nickname' });
    c.get('member').nickname = name;
    return ok(c, null);
  });

  serve(app, setEmail, deps, (c, body) => {
    const email = body.email.trim();
    if (email.length > 100 || !/^[^\s@<>]+@[^\s@<>.]+(?:\.[^\s@<>.]+)+$/.test(email))
      return fail(c, 400, SECURITY_ERROR.emailInvalid, 'Not an email address.', { field: 'email' });
    c.get('member').email = email;
    return ok(c, null);
  });

  serve(app, setWithdrawalPassword, deps, async (c, body) => {
    const member = c.get('member');
    const security = await mine(c);
    if (!SIX_DIGITS.test(body.newPassword)) return fail(c, 400, SECURITY_ERROR.passwordFormat, 'Six digits.', { field: 'newPassword' });
    if (security.passwordDigest) {
      const refused = await refusePassword(c, member, security, body.oldPassword ?? '', now());
      if (refused) return refused;
    }
    security.passwordDigest = await digest(member, body.newPassword);
    return ok(c, null);
  });

  serve(app, resetWithdrawalPassword, deps, async (c, body) => {
    const member = c.get('member');
    const security = await mine(c);
    if (!SIX_DIGITS.test(body.newPassword)) return fail(c, 400, SECURITY_ERROR.passwordFormat, 'Six digits.', { field: 'newPassword' });
    let proven = false;
    if (body.verificationCode !== undefined) {
      // the code sent (sms/noLogin) to the mobile number of this member's account, good once
      proven = consumeCode(c.get('store').smsCodes, member.mobileNum, body.verificationCode, deps.state.now());
      if (!proven) return fail(c, 400, ERROR_CODE.verificationIncorrect, 'The verification code is incorrect.', { field: 'verificationCode' });
    } else if (body.answers && security.questions.length > 0) {
      const given = new Map(body.answers.map((a) => [a.questionId, a.answer]));
      const checks = await Promise.all(
        security.questions.map(async (q) => given.has(q.questionId) && (await digest(member, normalAnswer(given.get(q.questionId)!))) === q.answerDigest),
      );
      proven = checks.every(Boolean);
      if (!proven) return fail(c, 400, SECURITY_ERROR.answersIncorrect, 'The answers are incorrect.');
    }
    if (!proven) return fail(c, 400, ERROR_CODE.validation, 'A verification code or the security answers are required.');
    security.passwordDigest = await digest(member, body.newPassword);
    security.failures = 0;
    security.lockedUntil = 0;
    return ok(c, null);
  });

  serve(app, addBankCard, deps, async (c, body) => {
    const security = await mine(c);
    if (!security.payeeName) return fail(c, 409, SECURITY_ERROR.payeeMissing, 'Set the payee name first.');
    if (security.cards.length >= WITHDRAW_RULES.maxCards)
      return fail(c, 409, SECURITY_ERROR.cardLimit, 'No more bank cards can be added.', { max: WITHDRAW_RULES.maxCards });
    const number = body.accountNumber.replace(/\s+/g, '');
    if (!/^\d{10,19}$/.test(number)) return fail(c, 400, SECURITY_ERROR.cardInvalid, '10 to 19 digits.', { field: 'accountNumber' });
    for (const field of ['bankName', 'branch'] as const)
      if (!/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'&()-]{0,59}$/u.test(body[field].trim()))
        return fail(c, 400, SECURITY_ERROR.nameInvalid, 'Letters, digits and spaces only.', { field });
    if (security.cards.some((card) => card.accountNumber === number))
      return fail(c, 409, SECURITY_ERROR.cardExists, 'This card is already added.', { field: 'accountNumber' });
    const card: Card = {
      id: `C${security.cards.length + 1}${Date.now().toString(36)}`,
      bankName: body.bankName.trim(),
      branch: body.branch.trim(),
      accountNumber: number,
    };
    security.cards.push(card);
    return ok(c, { id: card.id, last4: number.slice(-4) });
  });

  serve(app, securityQuestions, deps, (c) => {
    const language = requestLanguage(c);
    return ok(
      c,
      QUESTIONS.map(({ id, question }) => ({ id, question: question[language] })),
    );
  });

  serve(app, customerSecurityQuestions, deps, async (c) =>
    ok(
      c,
      (await mine(c)).questions.map((q) => ({ questionId: q.questionId })),
    ),
  );

  serve(app, setSecurityQuestions, deps, async (c, body) => {
    const member = c.get('member');
    const ids = body.answers.map((a) => a.questionId);
    const valid =
      ids.length === 2 &&
      new Set(ids).size === 2 &&
      ids.every((id) => QUESTIONS.some((q) => q.id === id)) &&
      body.answers.every((a) => a.answer.trim().length >= 2 && a.answer.length <= 50);
    if (!valid) return fail(c, 400, SECURITY_ERROR.questionsInvalid, 'Two different questions with answers of 2 to 50 characters.');
    (await mine(c)).questions = await Promise.all(
      body.answers.map(async (a) => ({ questionId: a.questionId, answerDigest: await digest(member, normalAnswer(a.answer)) })),
    );
    return ok(c, null);
  });

  serve(app, withdraw, deps, async (c, body) => {
    const store = c.get('store');
    const member = c.get('member');
    const security = await mine(c);
    const card = security.cards.find((it) => it.id === body.bankCardId);
    if (!card) return fail(c, 400, SECURITY_ERROR.cardUnknown, 'No such bank card.', { field: 'bankCardId' });
    let cents: number;
    try {
      cents = centsOf(body.amount);
    } catch {
      return fail(c, 400, ERROR_CODE.validation, 'Invalid amount.', { field: 'amount' });
    }
    if (cents < WITHDRAW_RULES.minCents)
      return fail(c, 400, SECURITY_ERROR.belowMin, 'Below the minimum.', { field: 'amount', limit: decimalOf(WITHDRAW_RULES.minCents) });
    if (cents > WITHDRAW_RULES.maxCents)
      return fail(c, 400, SECURITY_ERROR.aboveMax, 'Above the maximum.', { field: 'amount', limit: decimalOf(WITHDRAW_RULES.maxCents) });
    const refused = await refusePassword(c, member, security, body.paymentPassword, now());
    if (refused) return refused;
    const available = withdrawableCents(member, security);
    if (cents > available)
      return fail(c, 400, SECURITY_ERROR.aboveWithdrawable, 'More than the withdrawable balance.', { field: 'amount', limit: decimalOf(available) });
    const withdrawals = withdrawalsByStore(store);
    const orderId = `WD${store.merchantCode}${withdrawals.length + 1}${member.id.slice(-4)}`;
    post(store, member, 'WITHDRAW', -cents, now());
    withdrawals.push({
      orderId,
      memberId: member.id,
      cents,
      feeCents: FEE_CENTS[store.merchantCode] ?? 0,
      cardLast4: card.accountNumber.slice(-4),
      status: 'pending',
      createdAt: now(),
    });
    return ok(c, { orderId, status: 'pending' as const });
  });

  serve(app, withdrawRecords, deps, (c) => {
    const member = c.get('member');
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = Math.min(positiveInt(c.req.query('pageSize'), 20), 100);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return fail(c, 400, ERROR_CODE.validation, 'pageNo and pageSize must be positive integers.');
    const from = Date.parse(`${c.req.query('startDate') ?? '1970-01-01'}T00:00:00Z`);
    const to = Date.parse(`${c.req.query('endDate') ?? '9999-12-31'}T23:59:59.999Z`);
    const rows = withdrawalsByStore(c.get('store'))
      .filter((w) => w.memberId === member.id && (Number.isNaN(from) || w.createdAt >= from) && (Number.isNaN(to) || w.createdAt <= to))
      .reverse();
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((w) => ({
      orderId: w.orderId,
      amount: decimalOf(w.cents),
      fee: decimalOf(w.feeCents),
      cardLast4: w.cardLast4,
      status: w.status,
      createdAt: w.createdAt,
    }));
    return ok(c, { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) });
  });

  /** Demo only: the merchant pays (approve) or refuses (reject: the money comes back) a pending withdrawal. */
  app.post(DEMO_PATH.demoWithdrawal, (c) => {
    const { orderId, decision } = c.req.param();
    if (decision !== 'approve' && decision !== 'reject') return fail(c, 404, ERROR_CODE.notFound, 'approve or reject.');
    for (const store of deps.state.stores()) {
      const found = withdrawalsByStore(store).find((w) => w.orderId === orderId);
      if (!found) continue;
      if (found.status !== 'pending') return fail(c, 409, ERROR_CODE.validation, `The withdrawal is already ${found.status}.`);
      const member = [...store.members.values()].find((m) => m.id === found.memberId);
      if (!member) break;
      found.status = decision === 'approve' ? 'success' : 'failed';
      if (decision === 'reject') post(store, member, 'WITHDRAW_REFUND', found.cents, deps.state.now());
      return ok(c, { orderId, status: found.status });
    }
    return fail(c, 404, ERROR_CODE.notFound, 'No such withdrawal.');
  });

  return app;
}
