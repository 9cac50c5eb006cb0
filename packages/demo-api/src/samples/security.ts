import type { Samples } from './sample';

/** Table-test samples of catalogue/security.ts (one per built entry). */
export const securitySamples: Samples = {};
