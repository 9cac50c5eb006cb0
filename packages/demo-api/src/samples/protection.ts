import type { Samples } from './sample';

const limit = { kind: 'depositDay', value: '100.00', pending: null, used: '0.00', resetsAt: 0 };

/** Table-test samples of catalogue/protection.ts (one per built entry). */
export const protectionSamples: Samples = {
  protectionRules: {
    request: {},
    malformed: { coolingOffMs: 0, realityCheckChoices: [30], timeOutPeriods: ['P3D'], selfExclusionPeriods: [] },
  },
  protectionSettings: {
    request: { as: 'demo1' },
    malformed: { serverTime: 0, limits: [{ ...limit, value: 100 }], realityCheckMinutes: null },
  },
  updateProtectionLimits: {
    request: { as: 'demo1', body: { limits: [{ kind: 'depositDay', value: '100' }, { kind: 'sessionMinutes', value: '90' }] } },
    malformed: { serverTime: 0, limits: [{ ...limit, kind: 'depositYear' }], realityCheckMinutes: null },
  },
  setRealityCheck: {
    request: { as: 'demo1', body: { minutes: 30 } },
    malformed: { serverTime: 0, limits: [limit], realityCheckMinutes: '30' },
  },
  protectionSession: {
    request: { as: 'demo1' },
    malformed: { serverTime: 0, startedAt: 0, staked: 0, netResult: '0.00' },
  },
  excludeSelf: {
    // a merchant of its own: the excluded member cannot log in for the other samples
    request: { as: 'demo1', merchant: 'EXCLUDE_SAMPLE', body: { kind: 'timeOut', period: 'P1D' } },
    malformed: { kind: 'timeOut', until: '2026-11-26' },
  },
};
