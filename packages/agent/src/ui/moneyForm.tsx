import { WITHDRAWAL_PASSWORD } from '@wl/api-client/catalogue';

// The pieces of the agent's money forms (transfers, dividend payouts): what both draw the same way.

/** A withdrawal password as the platform takes it: six digits. */
export const isWithdrawalPassword = (value: string | undefined): boolean => WITHDRAWAL_PASSWORD.test(value ?? '');
