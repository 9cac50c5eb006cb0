import { gameList } from '@wl/api-client/catalogue';
import { HEADER, type Envelope, type GameListValue } from '@wl/api-client/protocol';
import type { DemoApp } from '../app';
import { MERCHANT } from '../testing';
import type { Samples } from './sample';

/** The first game of a category, asked from the demo (samples that need a real node id). */
async function firstGame(app: DemoApp, gameType = 'RNG') {
  const response = await app.request(`${gameList.path}?gameType=${gameType}&pageSize=1`, { headers: { [HEADER.merchant]: MERCHANT } });
  const envelope = (await response.json()) as Envelope<GameListValue>;
  if (!envelope.success || !envelope.value.games[0]) throw new Error('the demo answered no game');
  return envelope.value.games[0];
}

/** A game whose node id is a number: left out of its list, the others kept. */
const badGame = { gameId: '1', gameName: 'x', gameType: 'RNG', vassalage: 'PG', nodeId: 1, supportPlay: true };
const badLotteryGame = { gameCode: 'KENO', gameName: 'Keno', gameType: 'SLOT', vassalage: 'LOTT', nodeId: '1', gameId: '1', drawInterval: 300 };
const vendorTypes = {
  request: { params: { typeId: 1, language: 'en' } },
  malformed: { gameCategory: 'RNG' },
  leftOut: [
    { gameCategory: 'RNG', vendorNames: [{ vassalage: 'PG' }], mapping: [] },
    { gameCategory: 'NONE', vendorNames: [], mapping: [] },
  ],
};
const launch = { request: { as: 'demo' as const, params: { vendor: 'TCG_SEA', gameCode: 'lobby', prizeMode: 'SEA' } }, malformed: { url: null } };

/** Table-test samples of catalogue/games.ts. */
export const gamesSamples: Samples = {
  vendorGameTypes: vendorTypes,
  vendorGameTypesGls: vendorTypes,
  gameList: {
    request: { params: { clientType: 2, platform: 'html5', gameType: 'RNG', pageNo: 1, pageSize: 35, language: 'en' } },
    malformed: { games: 'none', pageNum: 1, totalPages: 1 },
    leftOut: { games: [badGame], pageNum: 1, totalPages: 1 },
  },
  hotGames: { request: { params: { isPlatform: 2, platform: 'html5', language: 'en' } }, malformed: { list: 'none' }, leftOut: { list: [badGame] } },
  rankList: {
    request: { params: { gameType: 'RNG', limitNum: 10, language: 'en' } },
    malformed: { list: 'none' },
    leftOut: { list: [{ rank: 1, players: '20', game: badGame }] },
  },
  winnerBoard: {
    request: { params: { limitNum: 20, language: 'en' } },
    malformed: { list: 'none' },
    leftOut: { list: [{ vo: { gameName: 'x', customerName: 'y', winAmount: 12 } }] },
  },
  favouriteIds: { request: { as: 'demo', params: { pageSize: 100 } }, malformed: { list: 1 }, leftOut: { list: [1] } },
  favouriteList: {
    request: async ({ app }) => ({ as: 'demo', params: { pageNo: 1, pageSize: 15, gameType: (await firstGame(app)).gameType, language: 'en' } }),
    malformed: { content: 'none', pageNum: 1, totalPages: 1 },
    leftOut: { content: [badGame], pageNum: 1, totalPages: 1 },
  },
  favouriteAdd: {
    request: async ({ app }) => {
      const game = await firstGame(app);
      return { as: 'demo', body: { nodeId: game.nodeId, vendor: game.vassalage } };
    },
    answerIgnored: 'the favourite is shown at once; only a failure (undo) matters',
  },
  favouriteRemove: {
    request: async ({ app }) => {
      const game = await firstGame(app);
      return { as: 'demo', params: { nodeId: game.nodeId, vendor: game.vassalage } };
    },
    answerIgnored: 'the favourite is removed locally first; only a failure (undo) matters',
  },
  recentAdd: {
    request: async ({ app }) => ({ as: 'demo', params: { nodeId: (await firstGame(app)).nodeId } }),
    answerIgnored: 'recording a recent only refreshes the recent lists',
  },
  recentList: {
    request: { as: 'demo', params: { page: 1, pageSize: 35, clientType: 2, language: 'en' } },
    malformed: { list: 'none', totalPages: 1 },
    leftOut: { list: [badGame], totalPages: 1 },
  },
  launchGame: launch,
  launchFallback: launch,
  lotteryMenu: { request: { params: { language: 'en' } }, malformed: { list: 'none' }, leftOut: { list: [badLotteryGame] } },
  lotteryRecent: { request: { as: 'demo', params: { language: 'en' } }, malformed: { list: 'none' }, leftOut: { list: [badLotteryGame] } },
  openedNumero: {
    request: { as: 'demo', params: { gameCodes: 'KENO' } },
    malformed: { list: 'none', serverTime: 0 },
    leftOut: { list: [{ gameCode: 'KENO', numero: '20261122-045', closeTime: '0' }], serverTime: 0 },
  },
  openedNumeroPublic: { request: { params: { gameCodes: 'KENO,K3' } }, malformed: { list: [], serverTime: null } },
};
