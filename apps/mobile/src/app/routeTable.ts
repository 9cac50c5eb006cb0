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
  footerNav: boolean;
}

type Kind = 'home' | 'page' | 'noTopBar' | 'noFooter' | 'bare';
const LAYOUT: Record<Kind, Pick<RouteEntry, 'homeHeader' | 'topBar' | 'footerNav'>> = {
  home: { homeHeader: true, topBar: false, footerNav: true },
  page: { homeHeader: false, topBar: true, footerNav: true },
  /** top bar hidden (message) */
  noTopBar: { homeHeader: false, topBar: false, footerNav: true },
  /** footer nav hidden: notice, help, activityDetail */
  noFooter: { homeHeader: false, topBar: true, footerNav: false },
  /** both hidden: login, register, forget, changePsw, app, lottery, agent, game list pages */
  bare: { homeHeader: false, topBar: false, footerNav: false },
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
  ['/m/lott', 'titles.lott'],
  ['/m/elott', 'titles.elott'],
  ['/m/inHouse', 'titles.inHouse'],
  ['/m/fav-games', 'titles.favGames'],
  ['/m/roulette', 'titles.roulette'],
  ['/m/baccarat', 'titles.baccarat'],
];

/** Agent area pages (spec 000 section 2, agent home), all without top bar and footer nav. */
const AGENT_PAGES = [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/transaction/record',
  '/m/member/team',
  '/m/redRain',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/agent/agentDivident',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
];

export const ROUTES: readonly RouteEntry[] = [
  ...HOME_PATHS.map((path) => route(path, 'home', 'titles.home', 'home')),
  route('/m/login', 'login', 'titles.login', 'bare'),
  route('/m/register', 'unavailable', 'titles.register', 'bare'),
  route('/m/register.html', 'unavailable', 'titles.register', 'bare'),
  route('/m/forget', 'unavailable', 'titles.forget', 'bare'),
  route('/m/changePsw', 'unavailable', 'titles.changePsw', 'bare'),
  route('/m/app', 'unavailable', 'titles.home', 'bare'),
  route('/m/lottery', 'unavailable', 'titles.lott', 'bare'),
  route('/m/trail', 'unavailable', 'titles.trail', 'page'),
  route('/m/set', 'unavailable', 'titles.set', 'page'),
  route('/m/help', 'unavailable', 'titles.help', 'noFooter'),
  route('/m/notice', 'unavailable', 'titles.notice', 'noFooter'),
  route('/m/activity', 'unavailable', 'titles.activity', 'page'),
  route('/m/activityDetail', 'unavailable', 'titles.activityDetail', 'noFooter'),
  route('/m/message', 'unavailable', 'titles.message', 'noTopBar'),
  route('/m/messages', 'unavailable', 'titles.message', 'noTopBar'),
  route('/m/hot-games', 'unavailable', 'titles.hotGames', 'bare'),
  ...GAME_LISTS.map(([path, title]) => route(path, 'unavailable', title, 'bare')),
  route('/m/launchGame', 'unavailable', 'titles.launchGame', 'page'),
  route('/m/gameCenter', 'unavailable', 'home.games', 'page'),
  route('/m/slotsCenter', 'unavailable', 'titles.slotGames', 'page'),
  route('/m/gameList', 'unavailable', 'home.games', 'page'),
  route('/m/voucherCenter', 'unavailable', 'titles.voucherCenter', 'page'),
  route('/m/withdraw', 'unavailable', 'titles.withdraw', 'page'),
  route('/m/rewardCenter', 'unavailable', 'titles.rewardCenter', 'page'),
  route('/m/inviteFriends', 'unavailable', 'titles.inviteFriends', 'page'),
  route('/m/member/home', 'unavailable', 'titles.memberHome', 'page'),
  route('/m/member/teamRebate', 'unavailable', 'titles.teamRebate', 'page'),
  route('/m/member/notice', 'unavailable', 'titles.notice', 'page'),
  route('/m/securityCenter', 'unavailable', 'titles.set', 'page'),
  route('/m/webEmail', 'unavailable', 'titles.webEmail', 'page'),
  route('/m/agentRegister', 'unavailable', 'titles.agentRegister', 'page'),
  ...AGENT_PAGES.map((path) => route(path, 'unavailable', 'titles.agent', 'bare')),
];

const BY_PATH = new Map(ROUTES.map((entry) => [entry.path, entry]));

/** The route entry of a pathname; undefined for unknown paths (they redirect to /m/home). */
export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(pathname) ?? BY_PATH.get(pathname.replace(/\/+$/, ''));
}

export function isHomePath(pathname: string): boolean {
  return (HOME_PATHS as readonly string[]).includes(pathname);
}
