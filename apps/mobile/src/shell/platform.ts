/**
 * What the shell needs to know about where it runs: the native app's web view, an installed web app
 * (standalone), iOS and its version, Safari. Read from the browser once per call; pure parsers are
 * exported for tests.
 */

/** User-agent token the merchant's native app adds to its web view. */
export const NATIVE_APP_UA = 'WLNativeApp';
/** localStorage flags of the spec: the download bar's closed state, and a home-screen shortcut (iOS web clip). */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';
export const WEBCLIP_KEY = 'WEBCLIP';

export interface IosInfo {
  major: number;
  minor: number;
}

/** iOS version from a user agent (iPhone, iPad, iPod); undefined elsewhere. */
export function parseIos(ua: string): IosInfo | undefined {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(ua);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
}

/** Safari proper, not another browser's iOS shell (Chrome CriOS, Firefox FxiOS, Edge EdgiOS, in-app views). */
export function isSafariUa(ua: string): boolean {
  return /Safari\//.test(ua) && /Version\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|FBAN|FBAV|Instagram|Line\//.test(ua);
}

export function isNativeAppUa(ua: string): boolean {
  return ua.includes(NATIVE_APP_UA);
}

export interface PlatformInfo {
  nativeApp: boolean;
  /** running as an installed web app */
  standalone: boolean;
  ios: IosInfo | undefined;
  safari: boolean;
}

export function currentPlatform(): PlatformInfo {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const standalone =
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { nativeApp: isNativeAppUa(ua), standalone, ios: parseIos(ua), safari: isSafariUa(ua) };
}

export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    // storage unavailable: lasts for this page
  }
}
