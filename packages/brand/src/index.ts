/// <reference path="./virtual.d.ts" />
// The run-time side of brands (no zod here: validation runs at build time, see ./node).
export { defineBrand, mergeBrand, type BrandInput } from './define';
export { FLAG_KEYS, MENU_KEYS, RESOURCE_TYPES, type FlagKey, type MenuKey } from './keys';
export type { BrandConfig } from './schema';
export { pickImageCdn, imageCdnFor, imageUrl, brandImageUrl } from './imageCdn';
export {
  BrandProvider,
  useBrand,
  useBrandAssets,
  useBrandLogo,
  useFlag,
  useMenuKey,
  useColorMode,
  applyColorMode,
  storedColorMode,
  defaultColorMode,
  followColorMode,
  THEME_STORAGE_KEY,
  type RuntimeBrand,
  type RuntimeSecurity,
  type BrandAssets,
  type ColorMode,
  type DefaultMode,
} from './context';
export { SLOTS, shippedVariants, omitConstant, type Slot, type SlotVariant, type SlotChoice, type ShippedVariants } from './slotList';
export { LayoutSlot, useSlot, variant, WithTemplates, type SlotVariants } from './slots';
export { overlayWhiteLabel, type WhiteLabelAnswer } from './whiteLabel';
export { readCachedWhiteLabel, cacheWhiteLabel, whiteLabelStorageKey } from './whiteLabelCache';
