import { useCallback } from 'react';
import { useBrand } from '@wl/brand';
import { imageCdnFor, imageUrl } from './images';

/** Resolves image paths on the brand's image CDN (a host chosen at random per page load, see images.ts). */
export function useImageUrl(): (path: string) => string {
  const list = useBrand().imageCdn;
  return useCallback((path: string) => imageUrl(path, imageCdnFor(list)), [list]);
}
