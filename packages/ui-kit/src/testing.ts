/**
 * Test and story helpers. Not exported from the package root (it imports Testing Library); use
 * `@wl/ui-kit/testing`.
 *
 * `sampleTokens` is a complete token set: the values of the contract's DTCG file (tokenContract.json); every
 * brand supplies exactly these leaves, once per colour mode (`dark`, `light`) plus the mode-free `scale`.
 */
import { createElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { fireEvent, render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { createTheme } from './tokens';
import { SAMPLE_TOKENS } from './tokenContract';
import type { BrandTokens, Theme } from './tokens';
import { UiKitProvider } from './UiKitProvider/UiKitProvider';

export const sampleTokens: BrandTokens = SAMPLE_TOKENS;

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
