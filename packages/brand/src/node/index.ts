export { loadBrand, listBrands, BrandError, BRAND_CONFIG_FILE, type FileProblem, type LoadedBrand } from './loader';
export { brandPlugin, allBrandsPlugin, type BrandPluginOptions, type BrandPluginApi } from './vitePlugin';
export { brandSchema, tokensSchema, formatIssues } from '../schema';
export { checkBrand, checkBrands, contrastRatio, formatProblem, parseColor, MAX_ASSET_BYTES, type BrandProblem } from './checks';
export { buildTokens, exportTokens, formatTokenFile, readTokenFile, tokenStylesheet, TokenError, TOKENS_FILE, CONTRACT_PATHS, type BuiltTokens, type TokenInfo, type TokenSource } from './tokens';
export { scaffoldBrand, type ScaffoldOptions } from './scaffold';
export { SLOTS, omitConstant, shippedVariants, variantConstants, type Slot, type ShippedVariants } from '../slotList';
export { COLOUR_CHECKS, CONTRAST_MINIMUM, CONTRAST_PAIRS, type ColourCheck, type ContrastNeed } from '../contrastChecks';
export { derivePalette, PaletteError, paletteSets, turnHue } from './palette';
