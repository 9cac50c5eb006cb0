/**
 * Live chat rules (spec 000 sections 2 and 7, docs/product-decisions.md 1): the launch language is the code
 * upper-cased, any Chinese variant as CN; the launch answer is followed only to a host the brand allows.
 */
export const CHAT_REDIRECT_MS = 500;

export function chatLanguage(code: string): string {
  const upper = code.trim().replace('_', '-').toUpperCase();
  if (upper === 'CN' || upper.startsWith('ZH') || upper.endsWith('-CN')) return 'CN';
  return upper;
}

/**
 * Whether a chat URL may be opened: an https URL on one of the brand's chat hosts (or a subdomain of one), or a URL
 * on the platform's own origin (the demo platform serves its chat page there). Anything else (other hosts,
 * javascript: or data: URLs, plain http elsewhere) is refused: the launch answer must not become an open redirect.
 */
export function isAllowedChatUrl(url: string, chatHosts: readonly string[], platformOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.origin === platformOrigin) return true;
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.toLowerCase();
  return chatHosts.some((allowed) => {
    const a = allowed.toLowerCase();
    return host === a || host.endsWith(`.${a}`);
  });
}

/** The origin of the platform API: the brand's absolute base URL, or the page's own origin for `/`. */
export function platformOrigin(baseUrl: string, pageOrigin: string): string {
  try {
    return new URL(baseUrl, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}
