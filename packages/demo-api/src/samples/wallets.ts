import type { Samples } from './sample';

/** Table-test samples of catalogue/wallets.ts (one per built entry). */
export const walletsSamples: Samples = {};
