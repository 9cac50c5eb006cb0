import type { BrandTokens } from '@wl/ui-kit/tokens';
import { tokens as base } from '@wl-brands/default/tokens';

/** Sol Bet: warm sunrise orange on cream (light), and a dusk variant (dark). */
export const tokens: BrandTokens = {
  dark: {
    color: {
      bg: { page: '#1a120c', surface: '#261a11', raised: '#302116', sunken: '#120c07', mask: 'rgba(0, 0, 0, 0.6)' },
      text: { primary: '#fff6ec', secondary: '#f0d9c2', muted: '#b89b80', onPrimary: '#1f1000', link: '#ffb366' },
      brand: { primary: '#ff9f43', primaryPressed: '#f08523', secondary: '#ffd23f', gradientFrom: '#3a2312', gradientTo: '#1a120c' },
      border: { default: '#3d2b1d', strong: '#5a4130', focus: '#ffb366' },
      status: { success: '#3ccf7e', warning: '#ffc14d', danger: '#ff6b5e', info: '#5cb0ff', onStatus: '#120c07' },
      badge: { bg: '#d6333a', text: '#ffffff' },
    },
    shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.4)', raised: '0 8px 24px rgba(0, 0, 0, 0.55)' },
  },
  light: {
    color: {
      bg: { page: '#fff8f0', surface: '#ffffff', raised: '#ffffff', sunken: '#fbeee0', mask: 'rgba(40, 20, 0, 0.45)' },
      text: { primary: '#2b1a0b', secondary: '#5a3c22', muted: '#7a5a3d', onPrimary: '#ffffff', link: '#b2400a' },
      brand: { primary: '#c2410c', primaryPressed: '#9a3412', secondary: '#f59e0b', gradientFrom: '#ffedd5', gradientTo: '#fff8f0' },
      border: { default: '#f0dcc6', strong: '#d9b994', focus: '#c2410c' },
      status: { success: '#15803d', warning: '#a16207', danger: '#dc2626', info: '#1d4ed8', onStatus: '#ffffff' },
      badge: { bg: '#dc2626', text: '#ffffff' },
    },
    shadow: { card: '0 1px 4px rgba(80, 40, 0, 0.1)', raised: '0 8px 24px rgba(80, 40, 0, 0.18)' },
  },
  scale: { ...base.scale, radius: { sm: '8px', md: '12px', card: '16px', pill: '999px' } },
};
