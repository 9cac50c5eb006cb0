// Catalogue: wallets and records (issue "Cashier"; spec 001 section 7, Wallet): the main and vendor wallets, the
// transfer between them, the member's transactions with their type names, and profit and loss by period. Amounts
// are decimal strings; a transfer is `money: true` (docs/decisions/062-money-exactly-once.md). Dates go as
// YYYY-MM-DD (spec 000 section 9, the platform's date format; the screens show MM/DD/YYYY), end inclusive.
import * as s from '../schema';
import { call, pageOf, typed } from './define';

const relay = '/wps/relay/';

/** The main wallet's key in `walletBalances` and in a transfer's `from` / `to`. */
export const MAIN_WALLET_CODE = 'MAIN';

/** The longest period, in days, a records call (`memberTransactions`, `memberPnl`) answers: about three months online. */
export const MAX_RECORD_DAYS = 93;

const transactionRow = s.object({
  id: s.string,
  /** the type, named by `transactionCodes` */
  txCode: s.string,
  /** MAIN or the vendor code the money moved in or out of */
  wallet: s.string,
  /** signed: negative when money left the wallet */
  amount: s.decimal,
  /** the member's total after this transaction */
  balance: s.decimal,
  createdAt: s.number,
});
export type TransactionRecordRow = s.Infer<typeof transactionRow>;

/** The member's transactions by type (none: every type) and date range, newest first. */
export const memberTransactions = call({
  path: `${relay}ODS2_MemberTransaction`,
  module: 'MEMTRANS3',
  token: 'required',
  params: typed<{ txCode?: string; startDate: string; endDate: string; pageNo: number; pageSize: number }>(),
  answer: pageOf(transactionRow),
});

/** Transaction type names in the asked language (the platform's code list). */
export const transactionCodes = call({
  path: `${relay}GLS2_TxCodeList`,
  params: typed<{ lang: string }>(),
  answer: s.array(s.object({ code: s.string, name: s.string }), { dropInvalid: true }),
});

const pnlFigures = { bet: s.decimal, win: s.decimal, pnl: s.decimal };
const pnlDay = s.object({ date: s.string, ...pnlFigures });
export type PnlDay = s.Infer<typeof pnlDay>;

/** The member's profit and loss over a period: its totals and each day with bets (pnl = win - bet). */
export const memberPnl = call({
  path: `${relay}ODSFE2_MemPNL`,
  module: 'PERSPNL3',
  token: 'required',
  params: typed<{ startDate: string; endDate: string }>(),
  answer: s.object({ ...pnlFigures, days: s.array(pnlDay) }),
});

/**
 * Moves `amount` between the main wallet and a vendor wallet (`from` / `to`: MAIN and a vendor code), or with
 * `all` recalls every vendor balance to MAIN (`from` and `amount` not sent). Answers what moved and the main
 * wallet after it.
 */
export const walletTransfer = call({
  path: `${relay}GCS_walletTransfer`,
  method: 'POST',
  module: 'FUNDTRANS3',
  token: 'required',
  money: true,
  body: s.object({ from: s.optional(s.string), to: s.string, amount: s.optional(s.decimal), all: s.optional(s.boolean) }),
  answer: s.object({ moved: s.decimal, mainBalance: s.decimal }),
});

const walletRow = s.object({ vendor: s.string, name: s.string, balance: s.decimal });
export type WalletRow = s.Infer<typeof walletRow>;

/** The main wallet (first, vendor MAIN) and the member's vendor wallets with their balances. */
export const walletBalances = call({
  path: '/wps/v2/wallets/balance',
  module: 'COMM3',
  token: 'required',
  answer: s.object({ currencySymbol: s.string, wallets: s.array(walletRow) }),
});
