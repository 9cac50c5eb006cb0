import { fromMinor, toMinor } from '@wl/api-client/money';

// The demo platform keeps every amount as an integer of minor units (cents), never a float, and writes it out as a
// decimal string. A module of its own: the seed (which the merchant's state is made from) and the ledger (which
// extends that state) both take it, and neither imports the other.

/** Cents of a decimal string, and back. */
export const centsOf = (decimal: string): number => Number(toMinor(decimal));
export const decimalOf = (cents: number): string => fromMinor(BigInt(cents));
