import { RED_RAIN_DEMO_PATH } from '../routes/redRain';
import type { Samples } from './sample';

/** Table-test samples of catalogue/redRain.ts (one per built entry). */
export const redRainSamples: Samples = {
  redRainRounds: {
    request: { as: 'demo' },
    malformed: { serverTime: 0, currencySymbol: '$', chancesLeft: 3, chancesPerDay: 3, claimGraceMs: 0, rounds: [{ roundId: 'S0', startAt: 0, endAt: 1, packets: 24 }] },
  },
  claimRedRain: {
    // a round the demo control starts now, claimed with three packets
    request: async ({ app }) => {
      const started = await app.request(`${RED_RAIN_DEMO_PATH.start}?merchant=WLDEMO&inMs=0`, { method: 'POST' });
      const [round] = ((await started.json()) as { value: { roundId: string }[] }).value;
      return { as: 'demo', body: { roundId: round!.roundId, packets: 3 } };
    },
    malformed: { roundId: 'S0', amount: 1.5, chancesLeft: 2 },
  },
};
