import { accountsSamples } from './accounts';
import { affiliateLinkSamples } from './affiliateLinks';
import { agentSamples } from './agent';
import { agentSalarySamples } from './agentSalary';
import { contentSamples } from './content';
import { depositSamples } from './deposit';
import { coreSamples } from './core';
import { gamesSamples } from './games';
import { messagesSamples } from './messages';
import { protectionSamples } from './protection';
import { redRainSamples } from './redRain';
import { rewardsSamples } from './rewards';
import { securitySamples } from './security';
import { walletsSamples } from './wallets';
import { whiteLabelSamples } from './whiteLabel';
import type { Samples } from './sample';

export type { Sample, SampleRequest, Samples } from './sample';

/** Every area's samples (one file per catalogue area). */
export const SAMPLES: Samples = {
  ...coreSamples,
  ...accountsSamples,
  ...gamesSamples,
  ...contentSamples,
  ...messagesSamples,
  ...agentSamples,
  ...affiliateLinkSamples,
  ...agentSalarySamples,
  ...depositSamples,
  ...securitySamples,
  ...walletsSamples,
  ...redRainSamples,
  ...rewardsSamples,
  ...protectionSamples,
  ...whiteLabelSamples,
};
