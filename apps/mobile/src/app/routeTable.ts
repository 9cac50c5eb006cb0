import type { TranslationKey } from '@wl/i18n';
import type { ScreenName } from './screens';

/**
 * The ONE route table: every route of both spec files, with the layout rules of spec 001 section 2
 * (home-only header, top bar, footer navigation) and the back rule of the page header. Screens are
 * looked up by `screen` in screens.ts and loaded lazily, one chunk per route.
 */
export interface RouteEntry {
  path: string;
  /** key into the lazy screen registry (screens.ts) */
  screen: ScreenName;
  /** page title key for the top bar */
  title: TranslationKey;
  /** what the top bar's back does: login, register, trail, activity and forget go home, others one step */
  back: 'home' | 'history';
  homeHeader: boolean;
  topBar: boolean;
  /** the bottom bar: the player's tab bar, the agent's (agent home and the pages its bar leads to), or none */
  footerNav: FooterNav;
}

export type FooterNav = 'player' | 'agent' | null;

type Kind = 'home' | 'page' | 'noTopBar' | 'noFooter' | 'bare' | 'agent' | 'agentPage';
const LAYOUT: Record<Kind, Pick<RouteEntry, 'homeHeader' | 'topBar' | 'footerNav'>> = {
  home: { homeHeader: true, topBar: false, footerNav: 'player' },
  page: { homeHeader: false, topBar: true, footerNav: 'player' },
  /** top bar hidden (message) */
  noTopBar: { homeHeader: false, topBar: false, footerNav: 'player' },
  /** footer nav hidden: notice, help, activityDetail */
  noFooter: { homeHeader: false, topBar: true, footerNav: null },
  /** both hidden: login, register, forget, changePsw, app, lottery, agent, game list pages */
  bare: { homeHeader: false, topBar: false, footerNav: null },
  /** the agent's bar, no top bar (the page has its own header): agent home, dividends */
  agent: { homeHeader: false, topBar: false, footerNav: 'agent' },
  /** the agent's bar under the top bar: open account (and its affiliate links) */
  agentPage: { homeHeader: false, topBar: true, footerNav: 'agent' },
};

const BACK_HOME = new Set(['/m/login', '/m/register', '/m/register.html', '/m/trail', '/m/activity', '/m/forget']);

function route(path: string, screen: ScreenName, title: TranslationKey, kind: Kind): RouteEntry {
  return { path, screen, title, back: BACK_HOME.has(path) ? 'home' : 'history', ...LAYOUT[kind] };
}

export const HOME_PATHS = ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'] as const;
export const HOME_PATH = '/m/home';

/** Game list pages and their titles (spec 001 section 2). */
const GAME_LISTS: [string, TranslationKey][] = [
  ['/m/live-games', 'titles.liveGames'],
  ['/m/slot-games', 'titles.slotGames'],
  ['/m/sport-games', 'titles.sportGames'],
  ['/m/esport-games', 'titles.esportGames'],
  ['/m/fishing-games', 'titles.fishingGames'],
  ['/m/poker-games', 'titles.pokerGames'],
  ['/m/inHouse', 'titles.inHouse'],
  ['/m/fav-games', 'titles.favGames'],
  ['/m/roulette', 'titles.roulette'],
  ['/m/baccarat', 'titles.baccarat'],
];

/** Agent area pages (spec 000 section 2) without top bar and footer nav; agent home and dividends have the agent's bar. */
const AGENT_PAGES: [string, ScreenName][] = [
  ['/m/agent/team/overview', 'teamOverview'],
  ['/m/agent/team/pnl', 'teamPnl'],
  ['/m/transaction/record', 'transactionRecord'],
  ['/m/member/team', 'teamMembers'],
  // a downline's detail and rebates per product type (issue 20 item 2): the spec names the calls, not a route
  ['/m/member/team/detail', 'downline'],
  // transfers to downlines (issue 20 item 1): the spec names the calls, not a route; the menu's AGENTRANSMULTDOWN3 entry
  ['/m/agent/transfer', 'agentTransfer'],
  // daily salary (issue 20 item 4): the spec names the calls, not a route (docs/decisions/074)
  ['/m/agent/salary', 'agentSalary'],
  // red-packet rain (@wl/rewards): any member but a trial account may play; the agent home's menu is its entry
  ['/m/redRain', 'redRain'],
  ['/m/teamBetting', 'teamBetting'],
  ['/m/member/agent/agentRebeat', 'agentRebates'],
  ['/m/member/agent/getSalaryContract', 'salaryContract'],
  ['/m/member/agent/getDevidendContract', 'dividendContract'],
  ['/m/member/agent/getHourContract', 'hourContract'],
];

export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map((path) => route(path, 'home', 'titles.home', 'home')),
  route('/m/login', 'login', 'titles.login', 'bare'),
  route('/m/register', 'register', 'titles.register', 'bare'),
  route('/m/register.html', 'register', 'titles.register', 'bare'),
  route('/m/forget', 'forget', 'titles.forget', 'bare'),
  route('/m/changePsw', 'changePassword', 'titles.changePsw', 'bare'),
  route('/m/app', 'unavailable', 'titles.home', 'bare'),
  route('/m/lottery', 'lottery', 'titles.lott', 'bare'),
  // lottery pages: draw games with their open draws, then the lobbies (decision 021)
  route('/m/lott', 'lottery', 'titles.lott', 'bare'),
  route('/m/elott', 'lottery', 'titles.elott', 'bare'),
  route('/m/trail', 'trial', 'titles.trail', 'page'),
  route('/m/set', 'settings', 'titles.set', 'page'),
  route('/m/help', 'help', 'titles.help', 'noFooter'),
  route('/m/notice', 'notice', 'titles.notice', 'noFooter'),
  route('/m/activity', 'promotions', 'titles.activity', 'page'),
  route('/m/activityDetail', 'promotionDetail', 'titles.activityDetail', 'noFooter'),
  route('/m/message', 'messageCenter', 'titles.message', 'noTopBar'),
  route('/m/messages', 'messageCenter', 'titles.message', 'noTopBar'),
  route('/m/hot-games', 'hotGames', 'titles.hotGames', 'bare'),
  ...GAME_LISTS.map(([path, title]) => route(path, 'gameList', title, 'bare')),
  route('/m/launchGame', 'launchGame', 'titles.launchGame', 'page'),
  // list pages with their own header (begin path: gameType query or RNG)
  route('/m/gameCenter', 'gameList', 'home.games', 'bare'),
  route('/m/slotsCenter', 'gameList', 'titles.slotGames', 'bare'),
  route('/m/gameList', 'gameList', 'home.games', 'bare'),
  route('/m/voucherCenter', 'deposit', 'titles.voucherCenter', 'page'),
  route('/m/withdraw', 'withdraw', 'titles.withdraw', 'page'),
  route('/m/wallet', 'wallets', 'titles.wallets', 'page'),
  route('/m/records', 'records', 'titles.records', 'page'),
  route('/m/betRecords', 'betRecords', 'titles.betRecords', 'page'),
  route('/m/rewardCenter', 'rewardCenter', 'titles.rewardCenter', 'page'),
  route('/m/inviteFriends', 'inviteFriends', 'titles.inviteFriends', 'page'),
  route('/m/member/home', 'memberHome', 'titles.memberHome', 'page'),
  route('/m/member/teamRebate', 'cashBack', 'titles.teamRebate', 'page'),
  route('/m/member/notice', 'memberNotice', 'titles.notice', 'page'),
  route('/m/securityCenter', 'securityCenter', 'titles.securityCenter', 'page'),
  route('/m/responsibleGaming', 'responsibleGaming', 'titles.responsibleGaming', 'page'),
  route('/m/webEmail', 'inbox', 'titles.webEmail', 'page'),
  // the agent's bar on agent home and the pages it leads to (spec 000 section 2: home, open account, dividends, notices)
  route('/m/agentRegister', 'agentRegister', 'titles.agentRegister', 'agentPage'),
  route('/m/agent', 'agentHome', 'titles.agent', 'agent'),
  route('/m/member/agent/agentDivident', 'agentDividend', 'titles.agent', 'agent'),
  ...AGENT_PAGES.map(([path, screen]) => route(path, screen, 'titles.agent', 'bare')),
];

const BY_PATH = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** The route entry of a pathname; undefined for unknown paths (they redirect to /m/home). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(pathname) ?? BY_PATH.get(pathname.replace(/(?<!\/)\/+$/, ''));
}

/**
 * The bottom bar a page shows: its route's, except that the notices page opened from the agent's bar (the agent
 * notices, `types=A`) keeps the agent's bar.
 */
export function footerOf(route: RouteEntry, search: string): FooterNav {
  if (route.screen === 'memberNotice' && new URLSearchParams(search).get('types') === 'A') return 'agent';
  return route.footerNav;
}

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}

/** Screens a pull from the top refreshes (lists a player checks again): home, game lists, notices, records, bet records. */
const PULL_TO_REFRESH: ReadonlySet<ScreenName> = new Set<ScreenName>(['home', 'gameList', 'hotGames', 'notice', 'memberNotice', 'records', 'betRecords']);

export function refreshesByPull(route: RouteEntry): boolean {
  return PULL_TO_REFRESH.has(route.screen);
}
