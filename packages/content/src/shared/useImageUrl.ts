import { useCallback } from 'react';
import { brandImageUrl, useBrand } from '@wl/brand';

/** Resolves image paths on the brand's image CDN (a host chosen at random per page load, see images.ts). */
export function useImageUrl(): (path: string) => string {
  const list = useBrand().imageCdn;
  return useCallback((path: string) => brandImageUrl(path, list), [list]);
}
