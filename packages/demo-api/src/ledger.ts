import type { DemoMember } from './seed/types';
import { storeExtension, type MerchantStore } from './state';

// The demo platform's ledger: every balance is an integer of minor units (cents), never a float; every movement
// is a transaction of the member, which the records calls list. Amounts go out as decimal strings.

/** The member's main wallet; vendor wallets are keyed by their vendor code. */
export const MAIN_WALLET = 'MAIN';


/** What the member holds over every wallet, in cents. */
export function totalCents(member: DemoMember): number {
  return Object.values(member.wallets).reduce((sum, cents) => sum + cents, 0);
}

export interface LedgerEntry {
  id: string;
  /** the transaction type (the platform's transaction code list): DEPOSIT, WITHDRAW, TRANSFER_OUT, TRANSFER_IN, PROMOTION, ... */
  txCode: string;
  wallet: string;
  amountCents: number;
  /** the member's total after this entry */
  balanceCents: number;
  createdAt: number;
}

/** Each member's transactions, newest last, per merchant store. */
export const ledgerOf = storeExtension(() => new Map<string, LedgerEntry[]>());

/** Moves `amountCents` into (or, negative, out of) one of the member's wallets and records the transaction. */
export function post(store: MerchantStore, member: DemoMember, txCode: string, amountCents: number, now: number, wallet: string = MAIN_WALLET): LedgerEntry {
  if (!Number.isSafeInteger(amountCents)) throw new RangeError(`not a whole number of cents: ${amountCents}`);
  member.wallets[wallet] = (member.wallets[wallet] ?? 0) + amountCents;
  const entries = ledgerOf(store).get(member.id) ?? [];
  const entry: LedgerEntry = {
    id: `TX${store.merchantCode}${entries.length + 1}${member.id}`,
    txCode,
    wallet,
    amountCents,
    balanceCents: totalCents(member),
    createdAt: now,
  };
  entries.push(entry);
  ledgerOf(store).set(member.id, entries);
  return entry;
}
