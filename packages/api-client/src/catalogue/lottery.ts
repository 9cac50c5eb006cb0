// Catalogue: the lottery gateway's calls (decision 021; spec 001 section 7, lottery and orders). Apart from
// games.ts because a catalogue file is one module and lands whole in the chunk of its first user: the home route
// sends games.ts's calls, only the lottery page sends these.
import * as s from '../schema';
import { call, pageOf, typed } from './define';

/**
 * A draw game of the lottery gateway's menu (decision 021). `gameCode` names it to the gateway and is the
 * launch code; nodeId and gameId are its entry in the game list.
 */
const lotteryGame = s.object({
  gameCode: s.string,
  gameName: s.string,
  gameType: s.literal('LOTT', 'ELOTT'),
  /** vendor code */
  vassalage: s.string,
  nodeId: s.string,
  gameId: s.string,
  iconUrl: s.optional(s.string),
  /** seconds between two draws */
  drawInterval: s.number,
});
export type LotteryGame = s.Infer<typeof lotteryGame>;
const lotteryMenuValue = s.object({ list: s.array(lotteryGame, { dropInvalid: true }) });
/** The lottery menu and the recent lottery games (recent: newest first). */
export type LotteryMenuValue = s.Infer<typeof lotteryMenuValue>;

/** The draw of a game that takes bets now: its numero (`20261122-045`, day and draw of the day) and close time. */
const openedDraw = s.object({
  gameCode: s.string,
  numero: s.string,
  /** epoch ms when betting on this draw closes (the next draw opens then) */
  closeTime: s.number,
});
export type OpenedNumero = s.Infer<typeof openedDraw>;
const openedNumeroValue = s.object({ list: s.array(openedDraw, { dropInvalid: true }), serverTime: s.number });
/** Opened numero answers (both calls): the open draw per game, and the platform's clock when it answered. */
export type OpenedNumeroValue = s.Infer<typeof openedNumeroValue>;

// ---------------------------------------------------------------------------------------------------------
// Lottery gateway (decision 021)

/** The lottery gateway's draw games, optionally of one category (gameType LOTT or ELOTT); never with the token. */
export const lotteryMenu = call({
  path: '/lgw/vn/games/game_menu',
  module: 'COMM3',
  token: 'none',
  merchantParam: 'merchantCode',
  params: typed<{ language: string; gameType?: 'LOTT' | 'ELOTT' }>(),
  answer: lotteryMenuValue,
});

/** The member's recently played draw games, newest first. */
export const lotteryRecent = call({
  path: '/lgw/vn/games/game_menu/recent',
  module: 'COMM3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ language: string }>(),
  answer: lotteryMenuValue,
});

/** The open draw of each game (or of gameCodes, a comma list), for members. */
export const openedNumero = call({
  path: '/lotto/lgw/games/opened/numero',
  module: 'COMM3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ gameCodes: string }>(),
  answer: openedNumeroValue,
});

/** The same open draws for guests, never with the token. */
export const openedNumeroPublic = call({
  path: '/lgw/vn/numeros/opened/game',
  module: ['AGEANNOUNCE3', 'COMM3'],
  token: 'none',
  merchantParam: 'merchantCode',
  params: typed<{ gameCodes: string }>(),
  answer: openedNumeroValue,
});

/** The lottery gateway's games for the mobile site (spec 001 section 7); shape assumed like the menu's. */
export const lotteryMobileGames = call({
  path: '/lgw/games/mobile',
  module: 'COMM3',
  merchantParam: 'merchantCode',
  params: typed<{ language: string; gameType?: 'LOTT' | 'ELOTT' }>(),
  answer: lotteryMenuValue,
  planned: true,
});

/** A lottery bet's state, and each of its sub-orders': awaiting the draw, settled won or lost, or cancelled. */
const betStatus = s.literal('pending', 'won', 'lost', 'cancelled');
export type LotteryBetStatus = s.Infer<typeof betStatus>;

const lotteryOrder = s.object({
  orderId: s.string,
  gameCode: s.string,
  gameName: s.string,
  numero: s.string,
  /** the stake of the order as placed (its sub-orders' stakes together) */
  betAmount: s.decimal,
  /** what it won: null until settled (and for a cancelled order) */
  winAmount: s.nullable(s.decimal),
  /** cancelled when every sub-order is; pending while one awaits the draw; else won when one won, lost otherwise */
  status: betStatus,
  createTime: s.number,
});
export type LotteryOrder = s.Infer<typeof lotteryOrder>;
// records: a broken row refuses the page (a partial money record misleads, decision 060)
const lotteryOrdersValue = pageOf(lotteryOrder);
export type LotteryOrdersValue = s.Infer<typeof lotteryOrdersValue>;

/** The member's lottery bets, newest first, placed in [startTime, endTime) (epoch ms), optionally of one status. */
export const lotteryOrders = call({
  path: '/lgw/orders',
  module: 'COMM3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ pageNo: number; pageSize: number; status?: LotteryBetStatus; startTime: number; endTime: number }>(),
  answer: lotteryOrdersValue,
});

const lotterySubOrder = s.object({
  subOrderId: s.string,
  /** the kind of bet (Big/Small, Sum, ...) in the gateway's words */
  playName: s.string,
  /** what was picked */
  betContent: s.string,
  betAmount: s.decimal,
  winAmount: s.nullable(s.decimal),
  status: betStatus,
  /** whether the sub-order may still be cancelled (pending and its draw has not closed) */
  cancellable: s.boolean,
});
export type LotterySubOrder = s.Infer<typeof lotterySubOrder>;
const lotteryOrderDetailValue = s.object({
  orderId: s.string,
  gameCode: s.string,
  gameName: s.string,
  numero: s.string,
  /** epoch ms when betting on the draw closes (or closed): cancelling is possible until then */
  closeTime: s.number,
  betAmount: s.decimal,
  winAmount: s.nullable(s.decimal),
  status: betStatus,
  createTime: s.number,
  subOrders: s.array(lotterySubOrder),
});
export type LotteryOrderDetailValue = s.Infer<typeof lotteryOrderDetailValue>;

/** One lottery bet with its sub-orders. */
export const lotteryOrderDetail = call({
  path: '/lgw/orders/detail',
  module: 'COMM3',
  token: 'required',
  merchantParam: 'merchantCode',
  params: typed<{ orderId: string }>(),
  answer: lotteryOrderDetailValue,
});

/** Lottery refusals of the gateway (its own codes, beside ERROR_CODE's). */
export const LOTTERY_ERROR = {
  /** the draw has closed: its bets can no longer be cancelled (`value`: numero and closeTime) */
  drawClosed: 'lottery.draw.closed',
  /** a sub-order is no longer pending (already cancelled or settled) */
  notPending: 'lottery.suborder.not.pending',
} as const;

/**
 * Cancels sub-orders of a lottery bet whose draw has not closed; their stake goes back to the main wallet, once
 * (money: one idempotency key per cancellation). Answers the sub-orders cancelled and the amount returned.
 */
export const lotteryCancelSubOrders = call({
  path: '/lgw/orders/suborders/cancel',
  method: 'POST',
  module: 'COMM3',
  token: 'required',
  money: true,
  merchantParam: 'merchantCode',
  body: s.object({ orderId: s.string, subOrderIds: s.array(s.string) }),
  answer: s.object({ orderId: s.string, subOrderIds: s.array(s.string), refundAmount: s.decimal }),
});
