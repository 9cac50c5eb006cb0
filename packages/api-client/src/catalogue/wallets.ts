// Catalogue: wallets and records (issue "Cashier"; spec 001 section 7, Wallet): the main and vendor wallets, the
// transfer between them, the member's transactions with their type names, and profit and loss by period. Amounts
// are decimal strings; a transfer is `money: true` (docs/decisions/062-money-exactly-once.md).
// Entries still `planned` have provisional schemas: the cashier issue settles each as its screen is built.
import * as s from '../schema';
import { call, pageOf, typed } from './define';

const relay = '/wps/relay/';

/** The member's transactions by type and date range. */
export const memberTransactions = call({
  path: `${relay}ODS2_MemberTransaction`,
  token: 'required',
  planned: true,
  params: typed<{ txCode?: string; startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(s.object({ id: s.string, txCode: s.string, amount: s.decimal, balance: s.decimal, createdAt: s.number })),
});

/** Transaction type names. */
export const transactionCodes = call({ path: `${relay}GLS2_TxCodeList`, planned: true, answer: s.array(s.object({ code: s.string, name: s.string })) });

/** The member's profit and loss by period. */
export const memberPnl = call({
  path: `${relay}ODSFE2_MemPNL`,
  token: 'required',
  planned: true,
  params: typed<{ startDate: string; endDate: string }>(),
  answer: s.object({ bet: s.decimal, win: s.decimal, pnl: s.decimal }),
});

/** Moves money between the main wallet and a vendor wallet, or recalls every vendor wallet to main. */
export const walletTransfer = call({
  path: `${relay}GCS_walletTransfer`,
  method: 'POST',
  token: 'required',
  money: true,
  planned: true,
  body: s.object({ from: s.string, to: s.string, amount: s.optional(s.decimal), all: s.optional(s.boolean) }),
  answer: s.object({ mainBalance: s.decimal }),
});

/** The main and vendor wallets with their balances. */
export const walletBalances = call({
  path: '/wps/v2/wallets/balance',
  module: 'COMM3',
  token: 'required',
  planned: true,
  answer: s.array(s.object({ vendor: s.string, balance: s.decimal })),
});
