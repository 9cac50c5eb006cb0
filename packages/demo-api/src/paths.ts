import { CATALOGUE } from '@wl/api-client/catalogue/all';
import type { ModuleId } from '@wl/api-client/protocol';

/** Path prefixes the demo platform answers; everything else belongs to the site. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/demo-cdn/', '/__demo/'] as const;

/** Prefixes of the platform's own calls (faults, merchant and module checks apply to these). */
export const PLATFORM_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;

/** The demo's control paths (reset, requests, captcha images, payment and game pages): not platform calls. */
export const DEMO_CONTROL_PREFIX = '/__demo/';

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function isPlatformPath(pathname: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The demo platform's own paths (tests and demos; not platform calls, so not in the catalogue). */
export const DEMO_PATH = {
  demoReset: '/__demo/reset',
  demoExpireSession: '/__demo/expire-session',
  demoCaptcha: '/__demo/captcha/:captchaId',
  demoRequests: '/__demo/requests',
  /** turns the hostile fixtures (src/hostile.ts) on or off for a merchant until its reset (routes/demo.ts) */
  demoHostile: '/__demo/hostile',
  /** settles a pending withdrawal: decision `approve` or `reject` (routes/security.ts) */
  demoWithdrawal: '/__demo/withdrawals/:orderId/:decision',
  gameIcon: '/demo-cdn/games/:vendor/:file',
  bannerImage: '/demo-cdn/banners/:file',
} as const;

/**
 * The module ids the platform accepts per path, from the catalogue (entries that share a path accept each other's).
 * The demo records a mismatch but never refuses one.
 */
export const EXPECTED_MODULE: Record<string, readonly ModuleId[]> = modulesByPath();

function modulesByPath(): Record<string, readonly ModuleId[]> {
  const map: Record<string, ModuleId[]> = {};
  for (const { call } of CATALOGUE) (map[call.path] ??= []).push(...call.modules.filter((m) => !map[call.path]!.includes(m)));
  return map;
}
