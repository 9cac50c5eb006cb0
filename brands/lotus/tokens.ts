import type { BrandTokens } from '@wl/ui-kit/tokens';
import { tokens as base } from '@wl-brands/default/tokens';

/** Lotus Club: lotus pink and jade on deep plum (dark), and on blush white (light). */
export const tokens: BrandTokens = {
  dark: {
    color: {
      bg: { page: '#150d17', surface: '#21152a', raised: '#2a1b35', sunken: '#0e0810', mask: 'rgba(0, 0, 0, 0.6)' },
      text: { primary: '#fbf2f8', secondary: '#e2cde0', muted: '#a78fa8', onPrimary: '#1a0010', link: '#f58cc0' },
      brand: { primary: '#f06aa8', primaryPressed: '#dc4d91', secondary: '#2dd4a7', gradientFrom: '#3a1838', gradientTo: '#150d17' },
      border: { default: '#352440', strong: '#4d3659', focus: '#f06aa8' },
      status: { success: '#2dd4a7', warning: '#f7b955', danger: '#ff6b81', info: '#6aa8ff', onStatus: '#0e0810' },
      badge: { bg: '#d6335e', text: '#ffffff' },
    },
    shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.4)', raised: '0 8px 24px rgba(0, 0, 0, 0.55)' },
  },
  light: {
    color: {
      bg: { page: '#fdf4f8', surface: '#ffffff', raised: '#ffffff', sunken: '#f7e6ef', mask: 'rgba(40, 10, 30, 0.45)' },
      text: { primary: '#2a0f22', secondary: '#5b2d4d', muted: '#7c5570', onPrimary: '#ffffff', link: '#b0246a' },
      brand: { primary: '#b8246c', primaryPressed: '#951a56', secondary: '#0f8f6f', gradientFrom: '#fde2ef', gradientTo: '#fdf4f8' },
      border: { default: '#f0d6e3', strong: '#d9aec5', focus: '#b8246c' },
      status: { success: '#0f7a5f', warning: '#a16207', danger: '#c81e4a', info: '#1d4ed8', onStatus: '#ffffff' },
      badge: { bg: '#c81e4a', text: '#ffffff' },
    },
    shadow: { card: '0 1px 4px rgba(60, 10, 40, 0.1)', raised: '0 8px 24px rgba(60, 10, 40, 0.18)' },
  },
  scale: { ...base.scale, radius: { sm: '4px', md: '8px', card: '10px', pill: '999px' } },
};
