/**
 * THE way to a URL the platform (or the brand's config) supplies: game and lottery launches, live chat, payment
 * pages, customer-service, download and contact links (issue 26 item 1). `openablePlatformUrl` decides; the
 * navigations (`openPlatformUrl`, `openBlankWindow`) live here too, and a lint rule (eslint.config.js) refuses
 * `window.open` and `location` assignments anywhere else.
 */

/** Which URLs may be opened. */
export interface PlatformUrlPolicy {
  /**
   * hosts a URL may point to, each with its subdomains (`vendor.example` allows `eu.vendor.example`);
   * absent: any host
   */
  hosts?: readonly string[];
  /** `http:` accepted besides `https:` (default false) */
  allowHttp?: boolean;
  /** the platform's own origin: accepted whatever `hosts` and `allowHttp` say (the demo platform serves its pages there) */
  ownOrigin?: string;
}

/** Any https host: what a URL needs when nothing narrows it. */
export const ANY_HTTPS: PlatformUrlPolicy = {};

/** A platform URL longer than this is refused before it is looked at (no pattern ever runs on a huge text). */
export const MAX_PLATFORM_URL_LENGTH = 8192;

/**
 * Control characters, format characters (zero-width, bidi overrides, BOM, soft hyphen) and any space or line
 * separator: the URL parser drops tabs and newlines inside a URL (`java\tscript:` is `javascript:`) and
 * browsers strip leading controls, so a platform URL holding one is a trick, never a mistake to repair.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}]/u;
/** The scheme and `//` written out (case-insensitive); what follows must not be another slash or a backslash. */
const WEB_PREFIX = /^https?:\/\/[^/\\]/i;

/** `https://user:pass@host`, `https://good.example@evil.example`: an `@` anywhere before the path. */
function authorityHasCredentials(text: string): boolean {
  const rest = text.slice(text.indexOf('//') + 2);
  const end = rest.search(/[/?#]/);
  return (end === -1 ? rest : rest.slice(0, end)).includes('@');
}

/** The text without the plain spaces (U+0020) around it; any other hidden character stays, to be refused. */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === ' ') start += 1;
  while (end > start && text[end - 1] === ' ') end -= 1;
  return text.slice(start, end);
}

function hostAllowed(hostname: string, hosts: readonly string[] | undefined): boolean {
  if (hosts === undefined) return true;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((entry) => {
    const allowed = entry.trim().toLowerCase().replace(/\.$/, '');
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}

/**
 * The URL to open, or undefined when it must not be opened: an absolute `https:` URL (`http:` only where the policy
 * allows it), written out with its `//`, with no credentials, no control, invisible or space characters (spaces
 * around it are trimmed), no backslash, on a host the policy allows; the platform's own origin always. Anything
 * else (`javascript:`, `data:`, `vbscript:`, `blob:`, `file:` in any spelling or encoding, `//host`, a relative path,
 * `https:host`, text that is not a URL, a non-string) answers undefined and the screen says it cannot open it.
 */
export function openablePlatformUrl(raw: unknown, policy: PlatformUrlPolicy = ANY_HTTPS): string | undefined {
  if (typeof raw !== 'string' || raw.length > MAX_PLATFORM_URL_LENGTH) return undefined;
  const text = trimSpaces(raw);
  if (text === '' || HIDDEN_CHARACTER.test(text) || text.includes('\\')) return undefined;
  // the scheme as written, before any decoding: `%6a%61vascript:`, `&#106;avascript:` and `https:evil` fail here
  if (!WEB_PREFIX.test(text) || authorityHasCredentials(text)) return undefined;
  let url: URL;
  try {
    // no base: a relative path is not a platform URL we open
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  if (policy.ownOrigin !== undefined && url.origin === policy.ownOrigin) return url.href;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) return undefined;
  return hostAllowed(url.hostname, policy.hosts) ? url.href : undefined;
}

/** The origin of the platform API: the brand's absolute base URL, or the page's own origin for `/`. */
export function platformOrigin(baseUrl: string, pageOrigin: string): string {
  try {
    return new URL(baseUrl, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

/** What a platform URL is for: each use has its host rule (docs/brand-config.md, `security`). */
export type PlatformUrlUse = 'launch' | 'chat' | 'link';

/** The brand facts the policy reads (structural: api-client does not import @wl/brand). */
export interface BrandUrlFacts {
  api: { baseUrl: string };
  links: { chatHosts: readonly string[] };
  security?: { launchHosts?: readonly string[]; allowHttp?: boolean };
}

/**
 * A brand's policy for one use: `launch` (game and lottery launches) on the brand's `security.launchHosts`, any
 * https host when it has none; `chat` on `links.chatHosts` only (none: only the platform's own origin); `link`
 * (payment pages, customer-service, download and contact links) on any https host. `security.allowHttp` lets
 * `http:` through for every use; the platform's own origin is always accepted.
 */
export function brandUrlPolicy(brand: BrandUrlFacts, use: PlatformUrlUse, pageOrigin: string = window.location.origin): PlatformUrlPolicy {
  const launchHosts = brand.security?.launchHosts ?? [];
  const hosts = use === 'chat' ? brand.links.chatHosts : use === 'launch' && launchHosts.length > 0 ? launchHosts : undefined;
  return { hosts, allowHttp: brand.security?.allowHttp ?? false, ownOrigin: platformOrigin(brand.api.baseUrl, pageOrigin) };
}

/**
 * The browser's navigations, in one object so that tests replace them (jsdom does not navigate). Only this module
 * calls them, each with a URL `openablePlatformUrl` accepted.
 */
export const platformNavigation = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
  /** a new top-level window for the URL, without a way back to this page; null when a blocker refused it */
  open: (): Window | null => window.open('', '_blank'),
};

/**
 * A blank window opened during the tap, before the platform answers (popup blockers allow a window only then),
 * cut off from this page (`opener` null). `openPlatformUrl(url, policy, window)` fills it or closes it.
 */
export function openBlankWindow(): Window | null {
  const popup = platformNavigation.open();
  if (popup) popup.opener = null;
  return popup;
}

/**
 * Where a platform URL opens: `here` (this tab, back returns), `replace` (this tab, replacing the current entry),
 * `window` (a new window opened now: in a tap only), or a window from `openBlankWindow`.
 */
export type PlatformUrlTarget = 'here' | 'replace' | 'window' | Window | null;

/** What became of the URL: opened, refused by the policy (nothing opened), or a window that was blocked or closed. */
export type PlatformUrlOutcome = 'opened' | 'refused' | 'blocked';

/**
 * Opens a platform URL when `openablePlatformUrl` accepts it. A refused URL opens nothing and closes the blank
 * window it was meant for; the caller says so on screen. `blocked`: the window was blocked or closed meanwhile
 * (the caller offers to open it here).
 */
export function openPlatformUrl(raw: unknown, policy: PlatformUrlPolicy, target: PlatformUrlTarget): PlatformUrlOutcome {
  const url = openablePlatformUrl(raw, policy);
  const blank = typeof target === 'object' ? target : null;
  if (url === undefined) {
    if (blank && !blank.closed) blank.close();
    return 'refused';
  }
  if (target === 'here') platformNavigation.assign(url);
  else if (target === 'replace') platformNavigation.replace(url);
  else {
    const popup = target === 'window' ? openBlankWindow() : blank;
    if (!popup || popup.closed) return 'blocked';
    popup.location.href = url;
  }
  return 'opened';
}
