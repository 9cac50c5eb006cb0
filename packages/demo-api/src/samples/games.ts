import { gameList, lotteryOrderDetail, lotteryOrders } from '@wl/api-client/catalogue';
import type { LotteryOrderDetailValue, LotteryOrdersValue } from '@wl/api-client/catalogue';
import { HEADER, type Envelope, type GameListValue } from '@wl/api-client/protocol';
import type { DemoApp } from '../app';
import { loginToken, MERCHANT } from '../testing';
import type { Samples } from './sample';

/** The first game of a category, asked from the demo (samples that need a real node id). */
async function firstGame(app: DemoApp, gameType = 'RNG') {
  const response = await app.request(`${gameList.path}?gameType=${gameType}&pageSize=1`, { headers: { [HEADER.merchant]: MERCHANT } });
  const envelope = (await response.json()) as Envelope<GameListValue>;
  if (!envelope.success || !envelope.value.games[0]) throw new Error('the demo answered no game');
  return envelope.value.games[0];
}

/** The last 30 days, as the bet records ask them. */
const ordersPeriod = { pageNo: 1, pageSize: 20, startTime: Date.now() - 30 * 86_400_000, endTime: Date.now() + 60_000 };

/** The value of one GET with the member's token. */
async function platformValue<T>(app: DemoApp, url: string, token: string | undefined): Promise<T> {
  const response = await app.request(url, { headers: { [HEADER.merchant]: MERCHANT, ...(token ? { [HEADER.token]: token } : {}) } });
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`the demo answered ${envelope.code}`);
  return envelope.value;
}

/** The member's newest lottery bet in an open draw. */
async function openOrder(app: DemoApp) {
  const token = await loginToken(app, 'demo');
  const query = new URLSearchParams({ ...Object.fromEntries(Object.entries(ordersPeriod).map(([k, v]) => [k, String(v)])), status: 'pending' });
  const page = await platformValue<LotteryOrdersValue>(app, `${lotteryOrders.path}?${query}`, token);
  if (!page.list[0]) throw new Error('the demo answered no open lottery bet');
  return { token, orderId: page.list[0].orderId };
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
  lotteryOrders: {
    request: { as: 'demo', params: ordersPeriod },
    malformed: { list: [{ orderId: 'x', status: 'drawn' }], pageNum: 1, totalPages: 1 },
  },
  lotteryOrderDetail: {
    request: async ({ app }) => ({ as: 'demo', params: { orderId: (await openOrder(app)).orderId } }),
    malformed: { orderId: 'x', subOrders: 'none' },
  },
  lotteryCancelSubOrders: {
    request: async ({ app }) => {
      const order = await openOrder(app);
      const detail = await platformValue<LotteryOrderDetailValue>(app, `${lotteryOrderDetail.path}?orderId=${order.orderId}`, order.token);
      return { as: 'demo', body: { orderId: order.orderId, subOrderIds: [detail.subOrders[0]!.subOrderId] } };
    },
    malformed: { orderId: 'x', subOrderIds: [], refundAmount: 1 },
  },
};
