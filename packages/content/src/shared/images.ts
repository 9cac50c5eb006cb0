/**
 * Image hosts (spec 001 section 9): one host is chosen at random from the brand's list, once per page
 * load; with no list, images load from where the platform said (the default). Absolute URLs are kept.
 */
export function pickImageCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

let chosen: { list: readonly string[]; host: string | undefined } | undefined;

/** The host of this page load for the brand's list (stable across renders). */
export function imageCdnFor(list: readonly string[]): string | undefined {
  if (chosen?.list !== list) chosen = { list, host: pickImageCdn(list) };
  return chosen.host;
}

/** An image URL: absolute ones as they are, relative paths on the chosen host (or the site when none). */
export function imageUrl(path: string, cdn: string | undefined): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (!cdn) return path;
  return `${cdn.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** An image URL on this page load's host from the brand's list: what an `<img>` shows and what is preloaded for it. */
export function brandImageUrl(path: string, list: readonly string[]): string {
  return imageUrl(path, imageCdnFor(list));
}

/**
 * Has the browser fetch an image now, at high priority, for an `<img>` with the same URL that renders soon (it
 * then comes from the memory cache). A failed fetch changes nothing: the `<img>` handles its own error.
 */
export function preloadImage(url: string): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' })) link.setAttribute(name, value);
  document.head.append(link);
}
