export { loadBrand, listBrands, BrandError, BRAND_CONFIG_FILE, type LoadedBrand } from './loader';
export { brandPlugin, allBrandsPlugin, type BrandPluginOptions, type BrandPluginApi } from './vitePlugin';
export { brandSchema, tokensSchema, formatIssues } from '../schema';
export { checkBrand, checkBrands, contrastRatio, formatProblem, parseColor, CONTRAST_PAIRS, MAX_ASSET_BYTES, MIN_CONTRAST, type BrandProblem } from './checks';
export { scaffoldBrand, type ScaffoldOptions } from './scaffold';
export { SLOTS, omitConstant, shippedVariants, variantConstants, type Slot, type ShippedVariants } from '../slotList';
