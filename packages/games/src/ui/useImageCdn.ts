import { imageCdnFor, useBrand } from '@wl/brand';

/**
 * The image host for vendor icons: this page load's host from the brand's list (the one every image of the site
 * uses, @wl/brand `imageCdnFor`) or, when the brand lists none, the platform's own (`<api host>/demo-cdn` on the
 * demo platform).
 */
export function useImageCdn(): string {
  const { imageCdn, api } = useBrand();
  return imageCdnFor(imageCdn) ?? `${api.baseUrl.replace(/\/$/, '')}/demo-cdn`;
}
