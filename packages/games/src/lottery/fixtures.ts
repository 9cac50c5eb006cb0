import type { LotteryGame } from '@wl/api-client/protocol';
import type { OpenDraws } from './lotteryApi';

/** Story data: a few draw games of the demo menu (icons fall back to the vendor's). */
export const STORY_LOTTERY_GAMES: LotteryGame[] = [
  { gameCode: 'KENO', gameName: 'Keno', gameType: 'LOTT', vassalage: 'LOTT', nodeId: '700003', gameId: 'lott-lott-002', drawInterval: 300 },
  { gameCode: 'K3', gameName: 'Fast 3', gameType: 'ELOTT', vassalage: 'ELOTT', nodeId: '800001', gameId: 'elott-elott-001', drawInterval: 120 },
  {
    gameCode: 'MIENBAC',
    gameName: 'Mien Bac',
    gameType: 'LOTT',
    vassalage: 'TCG_LOTTO_VN',
    nodeId: '700004',
    gameId: 'lott-tcg_lotto_vn-001',
    drawInterval: 86_400,
  },
];

/** Open draws of STORY_LOTTERY_GAMES closing in 3 minutes, 20 seconds and 5 hours from `now`. */
export function storyDraws(now = Date.now()): OpenDraws {
  const list = [
    { gameCode: 'KENO', numero: '20261122-045', closeTime: now + 180_000 },
    { gameCode: 'K3', numero: '20261122-112', closeTime: now + 20_000 },
    { gameCode: 'MIENBAC', numero: '20261122-001', closeTime: now + 5 * 3_600_000 },
  ];
  return { list, byCode: Object.fromEntries(list.map((d) => [d.gameCode, d])), offsetMs: 0 };
}
