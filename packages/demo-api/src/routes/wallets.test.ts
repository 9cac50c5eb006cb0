// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memberPnl, memberTransactions, transactionCodes, wallet, walletBalances, walletTransfer } from '@wl/api-client/catalogue';
import { HEADER } from '@wl/api-client/protocol';
import { createDemoApp } from '../app';
import { centsOf } from '../cents';
import { call, loginToken, valueOf } from '../testing';

type Wallets = { currencySymbol: string; wallets: { vendor: string; name: string; balance: string }[] };
type Row = { id: string; txCode: string; wallet: string; amount: string; balance: string; createdAt: number };
type Page = { list: Row[]; pageNum: number; totalPages: number };
type Pnl = { bet: string; win: string; pnl: string; days: { date: string; bet: string; win: string; pnl: string }[] };

const NOW = Date.parse('2026-11-25T12:00:00Z');

async function setUp(account = 'demo') {
  const app = createDemoApp({ now: () => NOW });
  const token = await loginToken(app, account);
  const wallets = async () => valueOf(await call<Wallets>(app, walletBalances.path, { token }));
  const cents = async () => Object.fromEntries((await wallets()).wallets.map((w) => [w.vendor, centsOf(w.balance)]));
  const total = async () => centsOf(valueOf(await call<{ sumBalance: string }>(app, wallet.path, { token })).sumBalance);
  const transfer = (body: unknown, key: string = crypto.randomUUID()) =>
    call<{ moved: string; mainBalance: string }>(app, walletTransfer.path, { method: 'POST', token, body, headers: { [HEADER.idempotencyKey]: key } });
  const transactions = async (query: string) => call<Page>(app, `${memberTransactions.path}?${query}`, { token });
  return { app, token, wallets, cents, total, transfer, transactions };
}

describe('wallets', () => {
  it('lists main first, then the merchant vendors; demo holds everything in main', async () => {
    const { wallets, total } = await setUp();
    const value = await wallets();
    expect(value.currencySymbol).toBe('$');
    expect(value.wallets[0]).toEqual({ vendor: 'MAIN', name: 'MAIN', balance: '12345.68' });
    expect(value.wallets.length).toBeGreaterThan(5);
    expect(value.wallets.map((w) => w.vendor)).not.toContain('BGS'); // in-house: plays from main
    expect(value.wallets.slice(1).every((w) => w.balance === '0.00')).toBe(true);
    expect(await total()).toBe(1_234_568);
  });

  it('seeds vendor balances for other members out of main, keeping their total', async () => {
    const { cents, total } = await setUp('demo1');
    const balances = await cents();
    expect(Object.values(balances).filter((c, i) => i > 0 && c > 0)).toHaveLength(2);
    expect(Object.values(balances).reduce((a, b) => a + b, 0)).toBe(88_050);
    expect(await total()).toBe(88_050);
  });

  it('transfers between main and a vendor exactly, never creating money, and refuses above the source', async () => {
    const { cents, total, transfer } = await setUp();
    expect(valueOf(await transfer({ from: 'MAIN', to: 'PG', amount: '100.25' }))).toEqual({ moved: '100.25', mainBalance: '12245.43' });
    expect((await cents()).PG).toBe(10_025);
    expect(await total()).toBe(1_234_568);
    const above = await transfer({ from: 'PG', to: 'MAIN', amount: '100.26' });
    expect(above.status).toBe(422);
    expect(above.body).toMatchObject({ success: false, value: { field: 'amount' } });
    expect(valueOf(await transfer({ from: 'PG', to: 'MAIN', amount: '0.25' })).mainBalance).toBe('12245.68');
    for (const bad of [
      { from: 'PG', to: 'EVO', amount: '1' },
      { from: 'MAIN', to: 'MAIN', amount: '1' },
      { from: 'MAIN', to: 'NOPE', amount: '1' },
      { from: 'MAIN', to: 'PG', amount: '0' },
      { from: 'MAIN', to: 'PG', amount: '1.005' },
      { from: 'MAIN', to: 'PG' },
    ]) {
      expect((await transfer(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await cents()).MAIN).toBe(1_224_568);
    expect(await total()).toBe(1_234_568);
  });

  it('moves once per idempotency key', async () => {
    const { cents, transfer } = await setUp();
    const body = { from: 'MAIN', to: 'EVO', amount: '5' };
    expect((await transfer(body, 'k1')).status).toBe(200);
    expect((await transfer(body, 'k1')).status).toBe(200);
    expect((await cents()).EVO).toBe(500);
    expect((await transfer({ ...body, amount: '6' }, 'k1')).status).toBe(422);
    expect((await cents()).EVO).toBe(500);
  });

  it('recalls every vendor balance to main', async () => {
    const { cents, total, transfer } = await setUp('demo1');
    const before = await cents();
    const inVendors = Object.entries(before)
      .filter(([code]) => code !== 'MAIN')
      .reduce((sum, [, c]) => sum + c, 0);
    expect(inVendors).toBeGreaterThan(0);
    const recalled = valueOf(await transfer({ to: 'MAIN', all: true }));
    expect(centsOf(recalled.moved)).toBe(inVendors);
    const after = await cents();
    expect(after.MAIN).toBe(88_050);
    expect(Object.entries(after).every(([code, c]) => code === 'MAIN' || c === 0)).toBe(true);
    expect(await total()).toBe(88_050);
    expect(valueOf(await transfer({ to: 'MAIN', all: true })).moved).toBe('0.00');
    expect((await transfer({ to: 'PG', all: true })).status).toBe(400);
  });
});

describe('records', () => {
  it('lists seeded history and transfers newest first, by type and range, with running totals', async () => {
    const { transfer, transactions } = await setUp();
    await transfer({ from: 'MAIN', to: 'PG', amount: '10' });
    const all = valueOf(await transactions('startDate=2026-11-01&endDate=2026-11-25&pageNo=1&pageSize=50'));
    expect(all.list.slice(0, 2).map((r) => [r.txCode, r.wallet, r.amount])).toEqual([
      ['TRANSFER_IN', 'PG', '10.00'],
      ['TRANSFER_OUT', 'MAIN', '-10.00'],
    ]);
    expect(all.list[0]!.balance).toBe('12345.68');
    expect(all.list.map((r) => r.txCode)).toEqual(expect.arrayContaining(['BET', 'WIN', 'PROMOTION', 'DEPOSIT']));
    // each row's total is the next older one's plus its amount; the oldest starts from nothing
    for (let i = 0; i < all.list.length - 1; i += 1) {
      expect(centsOf(all.list[i]!.balance)).toBe(centsOf(all.list[i + 1]!.balance) + centsOf(all.list[i]!.amount));
    }
    expect(all.list.at(-1)).toMatchObject({ txCode: 'DEPOSIT' });
    expect(all.list.at(-1)!.balance).toBe(all.list.at(-1)!.amount);

    const bets = valueOf(await transactions('txCode=BET&startDate=2026-11-01&endDate=2026-11-25&pageNo=1&pageSize=5'));
    expect(bets.list.every((r) => r.txCode === 'BET' && r.amount.startsWith('-'))).toBe(true);
    expect(bets.list).toHaveLength(5);
    expect(bets.totalPages).toBeGreaterThan(1);
    const today = valueOf(await transactions('startDate=2026-11-25&endDate=2026-11-25&pageNo=1&pageSize=20'));
    expect(today.list.map((r) => r.txCode)).toEqual(['TRANSFER_IN', 'TRANSFER_OUT']);
  });

  it('refuses a bad range', async () => {
    const { transactions, app, token } = await setUp();
    expect((await transactions('startDate=2026-11-25&endDate=2026-11-01&pageNo=1&pageSize=20')).status).toBe(400);
    expect((await transactions('startDate=11/01/2026&endDate=2026-11-25&pageNo=1&pageSize=20')).status).toBe(400);
    expect((await transactions('startDate=2026-01-01&endDate=2026-11-25&pageNo=1&pageSize=20')).status).toBe(400);
    expect((await call(app, `${memberPnl.path}?startDate=2026-02-30&endDate=2026-03-01`, { token })).status).toBe(400);
  });

  it('names transaction types per language', async () => {
    const { app } = await setUp();
    const names = async (lang: string) =>
      Object.fromEntries(valueOf(await call<{ code: string; name: string }[]>(app, `${transactionCodes.path}?lang=${lang}`)).map((r) => [r.code, r.name]));
    expect((await names('en')).TRANSFER_IN).toBe('Transfer in');
    expect((await names('zh')).TRANSFER_IN).toBe('转入');
    expect((await names('xx')).BET).toBe('Bet');
  });

  it('answers profit and loss per day, the same for the same member, totals the sum of its days', async () => {
    const { app, token } = await setUp();
    const pnl = async () => valueOf(await call<Pnl>(app, `${memberPnl.path}?startDate=2026-11-01&endDate=2026-11-30`, { token }));
    const value = await pnl();
    expect(value.days.length).toBeGreaterThan(5);
    expect(value.days[0]!.date <= '2026-11-25').toBe(true);
    expect(value.days.reduce((sum, d) => sum + centsOf(d.bet), 0)).toBe(centsOf(value.bet));
    expect(value.days.reduce((sum, d) => sum + centsOf(d.pnl), 0)).toBe(centsOf(value.pnl));
    expect(centsOf(value.pnl)).toBe(centsOf(value.win) - centsOf(value.bet));
    expect(await pnl()).toEqual(value);
    expect((await call(app, `${memberPnl.path}?startDate=2026-11-01&endDate=2026-11-30`)).status).toBe(401);
  });
});
