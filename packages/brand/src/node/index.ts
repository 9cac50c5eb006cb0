export { loadBrand, listBrands, BrandError, BRAND_CONFIG_FILE, type LoadedBrand } from './loader';
export { brandPlugin, allBrandsPlugin, type BrandPluginOptions } from './vitePlugin';
export { brandSchema, tokensSchema, formatIssues } from '../schema';
