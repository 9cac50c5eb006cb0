import { CONTRACT_EXEMPT_TYPES, type ContractKind, type ContractRequestsValue } from '@wl/api-client/protocol';

/** Where the device remembers which contract alerts were answered: `<account>:<kind>` entries (no token, no figure). */
export const CONTRACT_ALERTS_KEY = 'contractAlertsAnswered';

/** The contract pages (spec 000 section 2). */
export const CONTRACT_PAGES: Record<ContractKind, string> = {
  dailySalary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourSalary: '/m/member/agent/getHourContract',
};

/** Types 4, 40, 41 and 42 are never asked about contracts; every other session type is checked. */
export function needsContractCheck(type: number | undefined): boolean {
  return type !== undefined && !CONTRACT_EXEMPT_TYPES.includes(type);
}

/** The first contract with a pending requirement in the dividend info (daily salary, dividend, hourly salary), or null. */
export function pendingContract(flags: ContractRequestsValue | undefined): ContractKind | null {
  if (!flags) return null;
  if (flags.dailysalreqtype?.trim()) return 'dailySalary';
  if (flags.divtypecompperiodreq?.trim()) return 'dividend';
  if (flags.contracthoursalreq?.trim()) return 'hourSalary';
  return null;
}
