import type { Samples } from './sample';

/** Table-test samples of catalogue/deposit.ts (one per built entry). */
export const depositSamples: Samples = {};
