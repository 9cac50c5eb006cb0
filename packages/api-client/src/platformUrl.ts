/**
 * A URL from the platform (a payment page, a redirect) that the site may open: only an absolute `https:` or `http:`
 * URL. Anything else (`javascript:` in any spelling or with control characters, `data:`, a relative path, text
 * that is not a URL, a non-string) answers undefined, and the screen says it cannot open it.
 */
export function openablePlatformUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (text === '') return undefined;
  let url: URL;
  try {
    // no base: a relative path is not a platform URL we open
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.href;
}
