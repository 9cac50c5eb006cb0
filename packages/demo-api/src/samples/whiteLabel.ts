import type { Samples } from './sample';

/** Table-test samples of catalogue/whiteLabel.ts. */
export const whiteLabelSamples: Samples = {
  whiteLabelMenu: { request: {}, malformed: ['MYACC', 3] },
  whiteLabelTemplates: { request: {}, malformed: { tab_bar: ['four'] } },
};
