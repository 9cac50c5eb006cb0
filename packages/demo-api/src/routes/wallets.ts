import { Hono } from 'hono';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { MAIN_WALLET_CODE, MAX_RECORD_DAYS, memberPnl, memberTransactions, transactionCodes, walletBalances, walletTransfer } from '@wl/api-client/catalogue';
import { fail, ok, positiveInt } from '../http';
import type { DemoContext, DemoDeps, DemoEnv } from '../http';
import { centsOf, decimalOf } from '../cents';
import { ledgerOf, MAIN_WALLET, post, type LedgerEntry } from '../ledger';
import { requestLanguage, type Localized } from '../language';
import { createRng } from '../random';
import { serve } from '../serve';
import type { DemoMember } from '../seed/types';
import { storeExtension, type MerchantStore } from '../state';

// Wallets and records (catalogue/wallets.ts). Vendor wallets are the merchant's vendors (its game catalogue, in-house
// vendors aside: they play from the main wallet). Seeded lazily, once per member, on the first call of this group:
// - vendor balances: `demo` holds everything in MAIN (the suites expect its main wallet); any other member has a
//   deterministic part of MAIN moved into two vendor wallets, so its total (`sumBalance`) is unchanged;
// - a history of bets, wins, a promotion and a deposit over the last days, as records only: it moves no money and
//   its running balance ends where the member's first real ledger entry starts (or at its total).
// Profit and loss per day is deterministic from the merchant, the member and the day; the history's bets and wins
// are the same figures.

const DAY_MS = 86_400_000;
/** Days of seeded history before the first use. */
export const HISTORY_DAYS = 14;
const MAX_PAGE_SIZE = 50;
/** Accounts whose money stays all in MAIN (e2e and the other suites read its main balance; the agent transfers from MAIN). */
const ALL_IN_MAIN = new Set(['demo', 'agent']);

/** Transaction type names per language (the `transactionCodes` entry). */
export const TX_CODE_NAMES: Record<string, Localized> = {
  DEPOSIT: { en: 'Deposit', pt: 'Depósito', vi: 'Nạp tiền', zh: '存款' },
  WITHDRAW: { en: 'Withdrawal', pt: 'Saque', vi: 'Rút tiền', zh: '提款' },
  WITHDRAW_REFUND: { en: 'Withdrawal returned', pt: 'Saque devolvido', vi: 'Hoàn tiền rút', zh: '提款退回' },
  TRANSFER_OUT: { en: 'Transfer out', pt: 'Transferência enviada', vi: 'Chuyển ra', zh: '转出' },
  TRANSFER_IN: { en: 'Transfer in', pt: 'Transferência recebida', vi: 'Chuyển vào', zh: '转入' },
  AGENT_TRANSFER_OUT: { en: 'Transfer to downline', pt: 'Transferência para subordinado', vi: 'Chuyển cho cấp dưới', zh: '转账给下级' },
  AGENT_TRANSFER_IN: { en: 'Transfer from agent', pt: 'Transferência do agente', vi: 'Nhận từ đại lý', zh: '上级转入' },
  DIVIDEND_IN: { en: 'Dividend', pt: 'Dividendo', vi: 'Cổ tức', zh: '分红' },
  BET: { en: 'Bet', pt: 'Aposta', vi: 'Cược', zh: '投注' },
  WIN: { en: 'Win', pt: 'Ganho', vi: 'Thắng', zh: '派彩' },
  PROMOTION: { en: 'Promotion bonus', pt: 'Bônus de promoção', vi: 'Thưởng khuyến mãi', zh: '优惠奖金' },
  REBATE: { en: 'Rebate', pt: 'Rebate', vi: 'Hoàn trả', zh: '返水' },
  LOTTERY_REFUND: { en: 'Lottery bet cancelled', pt: 'Aposta de loteria cancelada', vi: 'Hủy cược xổ số', zh: '彩票撤单退款' },
  RED_RAIN: { en: 'Red-packet rain', pt: 'Chuva de envelopes', vi: 'Mưa lì xì', zh: '红包雨' },
  POINTS: { en: 'Points to cash', pt: 'Pontos em dinheiro', vi: 'Đổi điểm', zh: '积分兑换' },
};

/** The merchant's vendor wallets: code and display name, in catalogue order (in-house vendors aside). */
export function vendorWallets(store: MerchantStore): { code: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const type of store.seed.vendorTypes) {
    for (const vendor of type.vendorNames) {
      if (vendor.accountType === 'INHOUSE' || seen.has(vendor.vassalage)) continue;
      seen.set(vendor.vassalage, vendor.displayName);
    }
  }
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** One day's bets and wins in cents, deterministic from the merchant, the member and the day (YYYY-MM-DD). */
export function pnlOfDay(store: MerchantStore, member: DemoMember, day: string): { bet: number; win: number } {
  const rng = createRng(`pnl:${store.merchantCode}:${member.account}:${day}`);
  if (!rng.chance(0.7)) return { bet: 0, win: 0 };
  const bet = rng.int(500, 20_000);
  return { bet, win: rng.chance(0.6) ? rng.int(Math.floor(bet / 4), Math.floor(bet * 1.8)) : 0 };
}

const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
const startOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

const seeded = storeExtension(() => new Set<string>());

/** Seeds the member's vendor balances and history once (see above). */
function ensureSeeded(store: MerchantStore, member: DemoMember, now: number): void {
  const done = seeded(store);
  if (done.has(member.id)) return;
  done.add(member.id);
  const rng = createRng(`wallets:${store.merchantCode}:${member.account}`);
  const vendors = vendorWallets(store);
  if (!ALL_IN_MAIN.has(member.account) && vendors.length > 1) {
    for (const vendor of rng.shuffle(vendors).slice(0, 2)) {
      const cents = Math.floor(((member.wallets[MAIN_WALLET] ?? 0) * rng.int(5, 20)) / 100);
      member.wallets[MAIN_WALLET] = (member.wallets[MAIN_WALLET] ?? 0) - cents;
      member.wallets[vendor.code] = (member.wallets[vendor.code] ?? 0) + cents;
    }
  }
  seedHistory(store, member, now, rng.pick(vendors.length ? vendors : [{ code: MAIN_WALLET, name: '' }]).code);
}

/** Records of the last days, newest first, with their running totals ending at the first real entry's start. */
function seedHistory(store: MerchantStore, member: DemoMember, now: number, vendor: string): void {
  const ledger = ledgerOf(store);
  const existing = ledger.get(member.id) ?? [];
  const first = existing[0];
  let running = first ? first.balanceCents - first.amountCents : Object.values(member.wallets).reduce((a, b) => a + b, 0);
  const planned: Omit<LedgerEntry, 'id' | 'balanceCents'>[] = [];
  const today = startOfDay(dayOf(now));
  for (let back = 1; back <= HISTORY_DAYS; back += 1) {
    const day = today - back * DAY_MS;
    const { bet, win } = pnlOfDay(store, member, dayOf(day));
    if (win > 0) planned.push({ txCode: 'WIN', wallet: vendor, amountCents: win, createdAt: day + 20 * 3_600_000 });
    if (bet > 0) planned.push({ txCode: 'BET', wallet: vendor, amountCents: -bet, createdAt: day + 19 * 3_600_000 });
    if (back === 6) planned.push({ txCode: 'PROMOTION', wallet: MAIN_WALLET, amountCents: 1_000, createdAt: day + 9 * 3_600_000 });
  }
  const history: LedgerEntry[] = [];
  for (const entry of planned) {
    const before = running - entry.amountCents;
    if (before < 0) continue; // a win the balance cannot have come from: left out
    history.push({ ...entry, id: `HX${store.merchantCode}${history.length + 1}${member.id}`, balanceCents: running });
    running = before;
  }
  if (running > 0) {
    const day = today - (HISTORY_DAYS + 1) * DAY_MS;
    history.push({
      id: `HX${store.merchantCode}0${member.id}`,
      txCode: 'DEPOSIT',
      wallet: MAIN_WALLET,
      amountCents: running,
      balanceCents: running,
      createdAt: day + 10 * 3_600_000,
    });
  }
  ledger.set(member.id, [...history.reverse(), ...existing]);
}

/** A YYYY-MM-DD range (end inclusive) of at most MAX_RECORD_DAYS, or the problem. */
function readRange(c: DemoContext): { start: number; end: number; days: string[] } | Response {
  const startDate = c.req.query('startDate') ?? '';
  const endDate = c.req.query('endDate') ?? '';
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && dayOf(startOfDay(d)) === d;
  if (!valid(startDate)) return fail(c, 400, ERROR_CODE.validation, 'startDate must be YYYY-MM-DD', { field: 'startDate' });
  if (!valid(endDate) || endDate < startDate)
    return fail(c, 400, ERROR_CODE.validation, 'endDate must be YYYY-MM-DD, not before startDate', { field: 'endDate' });
  const start = startOfDay(startDate);
  const end = startOfDay(endDate) + DAY_MS;
  if ((end - start) / DAY_MS > MAX_RECORD_DAYS)
    return fail(c, 400, ERROR_CODE.validation, `A period is at most ${MAX_RECORD_DAYS} days`, { field: 'startDate' });
  const days: string[] = [];
  for (let t = start; t < end; t += DAY_MS) days.push(dayOf(t));
  return { start, end, days };
}

/** Wallets and records (catalogue/wallets.ts): vendor wallets, transfers, transactions, profit and loss. */
export function walletRoutes(deps: DemoDeps): Hono<DemoEnv> {
  const app = new Hono<DemoEnv>();
  const member = (c: DemoContext) => {
    const m = c.get('member');
    ensureSeeded(c.get('store'), m, deps.state.now());
    return m;
  };

  serve(app, walletBalances, deps, (c) => {
    const m = member(c);
    const store = c.get('store');
    const wallets = [
      { vendor: MAIN_WALLET_CODE, name: MAIN_WALLET_CODE, balance: decimalOf(m.wallets[MAIN_WALLET] ?? 0) },
      ...vendorWallets(store).map((v) => ({ vendor: v.code, name: v.name, balance: decimalOf(m.wallets[v.code] ?? 0) })),
    ];
    return ok(c, { currencySymbol: store.seed.profile.currencySymbol, wallets });
  });

  serve(app, walletTransfer, deps, (c, body) => {
    const m = member(c);
    const store = c.get('store');
    const now = deps.state.now();
    const vendors = new Set(vendorWallets(store).map((v) => v.code));
    if (body.all) {
      if (body.to !== MAIN_WALLET_CODE) return fail(c, 400, ERROR_CODE.validation, 'Recall-all moves to the main wallet', { field: 'to' });
      let moved = 0;
      for (const code of vendors) {
        const cents = m.wallets[code] ?? 0;
        if (cents <= 0) continue;
        post(store, m, 'TRANSFER_OUT', -cents, now, code);
        post(store, m, 'TRANSFER_IN', cents, now, MAIN_WALLET);
        moved += cents;
      }
      return ok(c, { moved: decimalOf(moved), mainBalance: decimalOf(m.wallets[MAIN_WALLET] ?? 0) });
    }
    const { from = '', to, amount } = body;
    const known = (code: string) => code === MAIN_WALLET_CODE || vendors.has(code);
    if (!known(from)) return fail(c, 400, ERROR_CODE.validation, 'Unknown wallet', { field: 'from' });
    if (!known(to) || to === from || (from !== MAIN_WALLET_CODE && to !== MAIN_WALLET_CODE)) {
      return fail(c, 400, ERROR_CODE.validation, 'A transfer goes between the main wallet and a vendor wallet', { field: 'to' });
    }
    if (amount === undefined) return fail(c, 400, ERROR_CODE.validation, 'amount is required', { field: 'amount' });
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount))
      return fail(c, 400, ERROR_CODE.validation, 'amount has at most 12 digits and two decimals', { field: 'amount' });
    const cents = centsOf(amount);
    if (cents <= 0) return fail(c, 400, ERROR_CODE.validation, 'amount must be more than zero', { field: 'amount' });
    const source = from === MAIN_WALLET_CODE ? MAIN_WALLET : from;
    if (cents > (m.wallets[source] ?? 0)) return fail(c, 422, ERROR_CODE.validation, 'The amount is more than the wallet holds', { field: 'amount' });
    post(store, m, 'TRANSFER_OUT', -cents, now, source);
    post(store, m, 'TRANSFER_IN', cents, now, to === MAIN_WALLET_CODE ? MAIN_WALLET : to);
    return ok(c, { moved: decimalOf(cents), mainBalance: decimalOf(m.wallets[MAIN_WALLET] ?? 0) });
  });

  serve(app, transactionCodes, deps, (c) => {
    const lang = requestLanguage(c);
    return ok(
      c,
      Object.entries(TX_CODE_NAMES).map(([code, names]) => ({ code, name: names[lang] })),
    );
  });

  serve(app, memberTransactions, deps, (c) => {
    const m = member(c);
    const range = readRange(c);
    if (range instanceof Response) return range;
    const pageNo = positiveInt(c.req.query('pageNo'), 1);
    const pageSize = positiveInt(c.req.query('pageSize'), 20);
    if (Number.isNaN(pageNo) || Number.isNaN(pageSize) || pageSize > MAX_PAGE_SIZE) {
      return fail(c, 400, ERROR_CODE.validation, `pageNo and pageSize (at most ${MAX_PAGE_SIZE}) are positive integers`, { field: 'pageSize' });
    }
    const txCode = c.req.query('txCode') ?? '';
    const rows = (ledgerOf(c.get('store')).get(m.id) ?? [])
      .filter((e) => e.createdAt >= range.start && e.createdAt < range.end && (!txCode || e.txCode === txCode))
      .reverse();
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
    const list = rows.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((e) => ({
      id: e.id,
      txCode: e.txCode,
      wallet: e.wallet,
      amount: decimalOf(e.amountCents),
      balance: decimalOf(e.balanceCents),
      createdAt: e.createdAt,
    }));
    return ok(c, { list, pageNum: pageNo, totalPages });
  });

  serve(app, memberPnl, deps, (c) => {
    const m = member(c);
    const range = readRange(c);
    if (range instanceof Response) return range;
    const store = c.get('store');
    const today = dayOf(deps.state.now());
    let bet = 0;
    let win = 0;
    const days = [];
    for (const day of range.days) {
      if (day > today) break; // nothing played yet
      const figures = pnlOfDay(store, m, day);
      if (figures.bet === 0) continue;
      bet += figures.bet;
      win += figures.win;
      days.push({ date: day, bet: decimalOf(figures.bet), win: decimalOf(figures.win), pnl: decimalOf(figures.win - figures.bet) });
    }
    return ok(c, { bet: decimalOf(bet), win: decimalOf(win), pnl: decimalOf(win - bet), days: days.reverse() });
  });

  return app;
}
