/**
 * The brand's image host (spec 001 section 9: chosen at random from the configured list, a default when there is
 * none). One host per page load, the same for every image of the site (banners, promotions, game and vendor
 * icons), so the browser reuses one connection and a preloaded image is the one shown.
 */
export function pickImageCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

let chosen: { list: readonly string[]; host: string | undefined } | undefined;

/** This page load's host from the brand's list (stable across renders and parts); none when the list is empty. */
export function imageCdnFor(list: readonly string[]): string | undefined {
  if (chosen?.list !== list) chosen = { list, host: pickImageCdn(list) };
  return chosen.host;
}

/** An image URL: absolute ones as they are, relative paths on the chosen host (or the site when none). */
export function imageUrl(path: string, cdn: string | undefined): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  if (!cdn) return path;
  return `${cdn.replace(/(?<!\/)\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** An image URL on this page load's host from the brand's list: what an `<img>` shows and what is preloaded for it. */
export function brandImageUrl(path: string, list: readonly string[]): string {
  return imageUrl(path, imageCdnFor(list));
}
