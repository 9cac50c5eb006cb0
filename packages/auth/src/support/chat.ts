/**
 * Live chat rules (spec 000 sections 2 and 7, docs/product-decisions.md 1): the launch language is the code
 * upper-cased, any Chinese variant as CN; the launch answer is followed only to a host the brand allows
 * (`brandUrlPolicy(brand, 'chat')` of @wl/api-client: https on `links.chatHosts` or a subdomain, or the platform's
 * own origin; the launch answer must not become an open redirect).
 */
export const CHAT_REDIRECT_MS = 500;

export function chatLanguage(code: string): string {
  const upper = code.trim().replace('_', '-').toUpperCase();
  if (upper === 'CN' || upper.startsWith('ZH') || upper.endsWith('-CN')) return 'CN';
  return upper;
}
