import type { BrandTokens } from '@wl/ui-kit/tokens';

/** Nova Play: deep navy with a gold accent. */
export const tokens: BrandTokens = {
  dark: {
    color: {
      bg: { page: '#0f1420', surface: '#182033', raised: '#1f2940', sunken: '#0b0f19', mask: 'rgba(0, 0, 0, 0.6)' },
      text: { primary: '#f3f5fa', secondary: '#c3cbe0', muted: '#8f99b0', onPrimary: '#1a1200', link: '#f5c04a' },
      brand: { primary: '#f5b82e', primaryPressed: '#d99a12', secondary: '#3d7bff', gradientFrom: '#1d2846', gradientTo: '#0f1420' },
      border: { default: '#2a3550', strong: '#3c4a6b', focus: '#f5b82e' },
      status: { success: '#2fbf71', warning: '#f2a93b', danger: '#ff6b6f', info: '#4da3ff', onStatus: '#0b0f19' },
      badge: { bg: '#d92d3a', text: '#ffffff' },
    },
    shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.35)', raised: '0 8px 24px rgba(0, 0, 0, 0.5)' },
  },
  light: {
    color: {
      bg: { page: '#f4f6fb', surface: '#ffffff', raised: '#ffffff', sunken: '#e9edf5', mask: 'rgba(15, 20, 32, 0.5)' },
      text: { primary: '#111827', secondary: '#374151', muted: '#5b6472', onPrimary: '#1a1200', link: '#8a5a00' },
      brand: { primary: '#f5b82e', primaryPressed: '#d99a12', secondary: '#2563eb', gradientFrom: '#ffffff', gradientTo: '#e8edf7' },
      border: { default: '#d8dee9', strong: '#b6c0d2', focus: '#a86b00' },
      status: { success: '#15803d', warning: '#b45309', danger: '#c81e1e', info: '#2563eb', onStatus: '#ffffff' },
      badge: { bg: '#dc2626', text: '#ffffff' },
    },
    shadow: { card: '0 1px 4px rgba(17, 24, 39, 0.08)', raised: '0 8px 24px rgba(17, 24, 39, 0.16)' },
  },
  scale: {
    space: { '1': '4px', '2': '8px', '3': '12px', '4': '16px', '5': '24px', '6': '32px' },
    radius: { sm: '6px', md: '10px', card: '12px', pill: '999px' },
    font: {
      family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif",
      size: { xs: '0.75rem', sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.375rem' },
      weight: { regular: '400', bold: '700' },
    },
    size: { touch: '44px', topBar: '52px', tabBar: '60px' },
  },
};
