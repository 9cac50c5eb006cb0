/**
 * Test and story helpers. Not exported from the package root (it imports Testing Library); use
 * `@wl/ui-kit/testing`.
 *
 * `sampleTokens` is a complete token set and doubles as documentation of the token contract: every
 * brand supplies exactly these leaves, once per colour mode (`dark`, `light`) plus the mode-free `scale`.
 */
import { createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { fireEvent, render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { createTheme } from './tokens';
import type { BrandTokens, Theme } from './tokens';
import { UiKitProvider } from './UiKitProvider/UiKitProvider';

export const sampleTokens: BrandTokens = {
  dark: {
    color: {
      bg: { page: '#0f1115', surface: '#1a1d24', raised: '#242833', sunken: '#0b0c10', mask: 'rgba(0, 0, 0, 0.6)' },
      text: { primary: '#f4f5f7', secondary: '#b8bcc6', muted: '#7d8290', onPrimary: '#1a1200', link: '#ffcc4d' },
      brand: {
        primary: '#f5b400',
        primaryPressed: '#d49b00',
        secondary: '#3c7cff',
        gradientFrom: '#ffcc4d',
        gradientTo: '#d49b00',
      },
      border: { default: '#2e3340', strong: '#4a5060', focus: '#ffcc4d' },
      status: { success: '#2fbf71', warning: '#f5a524', danger: '#f0445a', info: '#3c9cff', onStatus: '#ffffff' },
      badge: { bg: '#f0445a', text: '#ffffff' },
    },
    shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.5)', raised: '0 8px 24px rgba(0, 0, 0, 0.6)' },
  },
  light: {
    color: {
      bg: { page: '#f4f5f7', surface: '#ffffff', raised: '#ffffff', sunken: '#eceef2', mask: 'rgba(0, 0, 0, 0.45)' },
      text: { primary: '#14161a', secondary: '#4a4f5c', muted: '#80869a', onPrimary: '#1a1200', link: '#8a5a00' },
      brand: {
        primary: '#f5b400',
        primaryPressed: '#d49b00',
        secondary: '#2563eb',
        gradientFrom: '#ffd45c',
        gradientTo: '#f5b400',
      },
      border: { default: '#dcdfe6', strong: '#b4b9c6', focus: '#8a5a00' },
      status: { success: '#1e9e5a', warning: '#c77c00', danger: '#d92d44', info: '#1f7ae0', onStatus: '#ffffff' },
      badge: { bg: '#d92d44', text: '#ffffff' },
    },
    shadow: { card: '0 1px 3px rgba(20, 22, 26, 0.12)', raised: '0 8px 24px rgba(20, 22, 26, 0.18)' },
  },
  scale: {
    space: { '1': '4px', '2': '8px', '3': '12px', '4': '16px', '5': '24px', '6': '32px' },
    radius: { sm: '4px', md: '8px', card: '12px', pill: '999px' },
    font: {
      family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      // md must stay >= 16px: iOS zooms into inputs with a smaller font size
      size: { xs: '0.6875rem', sm: '0.8125rem', md: '1rem', lg: '1.125rem', xl: '1.375rem' },
      weight: { regular: '400', bold: '700' },
    },
    size: { touch: '44px', topBar: '48px', tabBar: '56px' },
  },
};

/** The theme built from `sampleTokens` (leaves are `var(--...)` references). */
export const sampleTheme: Theme = createTheme(sampleTokens);

function ThemeWrapper({ children }: { children: ReactNode }) {
  return createElement(UiKitProvider, { theme: sampleTheme }, children);
}

/** Testing Library's `render` inside `UiKitProvider` with the sample theme. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: ThemeWrapper, ...options });
}

/**
 * A paste of 100,000 characters and a blur, in jsdom, a form's render included (issue 26: a pasted 10,000 froze a
 * form for 20 s). A field's checks take under 1 ms (each package holds them to 50 ms in its rules' tests); jsdom's
 * render of inputs holding 100,000 characters takes 20 to 80 ms on a two-core machine, and up to 400 ms when the
 * machine is busy with other work (a clean clone's run beside an e2e run), so this budget tells a frozen page (seconds
 * and more) from a live one without failing on a busy machine.
 */
export const PASTE_BUDGET_MS = 1000;

/** Pastes `text` into a field and leaves it, as a player would (the field is then checked); returns the milliseconds both took. */
export function pasteAndLeave(field: HTMLElement, text: string): number {
  const start = performance.now();
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
  return performance.now() - start;
}
