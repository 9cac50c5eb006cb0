import { useState } from 'react';
import { useBrand } from '@wl/brand';

/**
 * The image CDN for vendor icons: one of the brand's hosts, chosen at random once per mount (spec 001 section 9),
 * or, when the brand lists none, the platform's own (`<api host>/demo-cdn` on the demo platform).
 */
export function useImageCdn(): string {
  const { imageCdn, api } = useBrand();
  const [pick] = useState(() => Math.random());
  return imageCdn[Math.floor(pick * imageCdn.length)] ?? `${api.baseUrl.replace(/\/$/, '')}/demo-cdn`;
}
