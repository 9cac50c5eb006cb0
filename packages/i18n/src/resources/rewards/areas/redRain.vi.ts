// Namespace `rewards`, redRain, Vietnamese. Same keys as redRain.en.ts.
import type { DeepStringify } from '../../../types';
import type { redRain as en } from './redRain.en';

export const redRain: DeepStringify<typeof en> = {
  title: 'TITLE_redRain',
};
