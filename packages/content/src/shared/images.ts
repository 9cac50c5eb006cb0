import { imageCdnFor } from '@wl/brand';

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
