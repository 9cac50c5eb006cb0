// Modules served by the brand Vite plugin (see node/vitePlugin.ts).
declare module 'virtual:brand' {
  import type { BrandAssets, RuntimeBrand } from '@wl/brand';
  export const brand: RuntimeBrand;
  export const brandAssets: BrandAssets;
}
declare module 'virtual:brand.css' {}
declare module 'virtual:brand-key' {
  export const publicKey: string;
}
declare module 'virtual:brands' {
  import type { BrandAssets, RuntimeBrand } from '@wl/brand';
  import type { TokenInfo } from '@wl/brand/tokens';
  /** per brand: its run-time config, the API key, its token stylesheet, its tokens as built (DTCG names, aliases), its assets */
  export const brands: Record<string, { brand: RuntimeBrand; publicKey: string; css: string; tokens: TokenInfo[]; brandAssets: BrandAssets }>;
}
