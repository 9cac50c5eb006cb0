import { ACCOUNTS_MODULES, AGENT_MODULES, CONTENT_MODULES, GAMES_MODULES, MODULE, PATH } from '@wl/api-client/protocol';
import type { ModuleId } from '@wl/api-client/protocol';

/** Path prefixes the demo platform answers; everything else belongs to the site. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/demo-cdn/', '/__demo/'] as const;

/** Prefixes of the platform's own calls (faults, merchant and module checks apply to these). */
export const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Paths the demo adds next to PATH (protocol.ts); feature issues add theirs here. */
export const DEMO_PATH = {
  captcha: '/wps/captcha',
  vendorGameTypesGls: '/wps/relay/GLS2_getVassGameType',
  demoExpireSession: '/__demo/expire-session',
  demoCaptcha: '/__demo/captcha/:captchaId',
  demoRequests: '/__demo/requests',
  gameIcon: '/demo-cdn/games/:vendor/:file',
  bannerImage: '/demo-cdn/banners/:file',
} as const;

/**
 * The module id(s) the platform expects per path (API-MAP.md; the spec names COMM3 for vendor game types).
 * The demo records a mismatch but never refuses one.
 */
export const EXPECTED_MODULE: Record<string, readonly ModuleId[]> = {
  [PATH.systemStatus]: [MODULE.COMM3],
  [PATH.login]: [MODULE.COMM3],
  [PATH.logout]: [MODULE.COMM3],
  [DEMO_PATH.captcha]: [MODULE.CAPTCHA3],
  [PATH.memberInfo]: [],
  [PATH.wallet]: [MODULE.COMM3],
  [PATH.vendorGameTypes]: [MODULE.GAMELO3, MODULE.COMM3],
  [DEMO_PATH.vendorGameTypesGls]: [MODULE.GAMELO3, MODULE.COMM3],
  [PATH.gameList]: [MODULE.GAMELO3],
  [PATH.announcements]: [MODULE.COMM3],
  ...ACCOUNTS_MODULES,
  ...GAMES_MODULES,
  ...CONTENT_MODULES,
  ...AGENT_MODULES,
};
