/**
 * Which colour token is drawn on which, and the contrast each pair must reach: one table for the release checks
 * (every pair with a `need`, in both modes of every brand: packages/brand/src/node/checks.ts) and for Storybook's
 * Colours page, which shows each token's pairs. Pure data: the app's Storybook and the Node checks both read it.
 */

/** `text`: WCAG AA for normal text; `ui`: an edge, an icon, a fill or a focus ring (WCAG 1.4.11). */
export type ContrastNeed = 'text' | 'ui';
export const CONTRAST_MINIMUM: Readonly<Record<ContrastNeed, number>> = { text: 4.5, ui: 3 };

/** A pair the checks measure: `fg` as it is usually shown on `bg`, and what the pair must reach. */
export interface ColourCheck {
  fg: string;
  bg: string;
  /** `text`: 4.5:1; `ui`: 3:1 (an edge, an icon, a focus ring); absent: shown for information only */
  need?: ContrastNeed;
}

const STATUS = ['success', 'warning', 'danger', 'info'] as const;

/**
 * How each colour token is used (packages/ui-kit components and the token contract's comments), so its ratio is
 * measured against the background it really sits on. A token missing here is still listed, without a ratio.
 */
export const COLOUR_CHECKS: Readonly<Record<string, readonly ColourCheck[]>> = {
  'color.bg.page': [{ fg: 'color.text.primary', bg: 'color.bg.page', need: 'text' }],
  'color.bg.surface': [{ fg: 'color.text.primary', bg: 'color.bg.surface', need: 'text' }],
  'color.bg.raised': [{ fg: 'color.text.primary', bg: 'color.bg.raised', need: 'text' }],
  'color.bg.sunken': [{ fg: 'color.text.primary', bg: 'color.bg.sunken', need: 'text' }],
  'color.text.primary': [
    { fg: 'color.text.primary', bg: 'color.bg.page', need: 'text' },
    { fg: 'color.text.primary', bg: 'color.bg.surface', need: 'text' },
  ],
  'color.text.secondary': [
    { fg: 'color.text.secondary', bg: 'color.bg.page', need: 'text' },
    { fg: 'color.text.secondary', bg: 'color.bg.surface', need: 'text' },
  ],
  'color.text.muted': [
    { fg: 'color.text.muted', bg: 'color.bg.page', need: 'text' },
    { fg: 'color.text.muted', bg: 'color.bg.surface', need: 'text' },
    // the dark-mode switch's track when off, on the side menu (apps/mobile ColorModeSwitch)
    { fg: 'color.text.muted', bg: 'color.bg.raised', need: 'ui' },
  ],
  'color.text.onPrimary': [
    { fg: 'color.text.onPrimary', bg: 'color.brand.primary', need: 'text' },
    { fg: 'color.text.onPrimary', bg: 'color.brand.primaryPressed', need: 'text' },
  ],
  'color.text.link': [
    { fg: 'color.text.link', bg: 'color.bg.page', need: 'text' },
    { fg: 'color.text.link', bg: 'color.bg.surface', need: 'text' },
  ],
  'color.brand.primary': [
    { fg: 'color.text.onPrimary', bg: 'color.brand.primary', need: 'text' },
    // buttons, the raised tab, selected chips and tabs: a fill or edge that must stand out from the page and cards
    { fg: 'color.brand.primary', bg: 'color.bg.page', need: 'ui' },
    { fg: 'color.brand.primary', bg: 'color.bg.surface', need: 'ui' },
    // the dark-mode switch's track when on, on the side menu
    { fg: 'color.brand.primary', bg: 'color.bg.raised', need: 'ui' },
  ],
  'color.brand.primaryPressed': [{ fg: 'color.text.onPrimary', bg: 'color.brand.primaryPressed', need: 'text' }],
  'color.brand.secondary': [
    { fg: 'color.brand.secondary', bg: 'color.bg.surface', need: 'ui' },
    // the VIP label of the user menu and head icons: text on the secondary fill
    { fg: 'color.text.onPrimary', bg: 'color.brand.secondary', need: 'text' },
  ],
  'color.brand.gradientFrom': [{ fg: 'color.text.primary', bg: 'color.brand.gradientFrom', need: 'text' }],
  'color.brand.gradientTo': [{ fg: 'color.text.primary', bg: 'color.brand.gradientTo', need: 'text' }],
  'color.border.default': [{ fg: 'color.border.default', bg: 'color.bg.surface' }],
  // the edge of secondary buttons and chips, whose text names them: shown for information (WCAG 1.4.11 asks 3:1 of
  // an edge only where it alone identifies the control)
  'color.border.strong': [{ fg: 'color.border.strong', bg: 'color.bg.surface' }],
  'color.border.focus': [
    { fg: 'color.border.focus', bg: 'color.bg.page', need: 'ui' },
    { fg: 'color.border.focus', bg: 'color.bg.surface', need: 'ui' },
  ],
  ...Object.fromEntries(
    STATUS.map((status) => [
      `color.status.${status}`,
      [
        { fg: 'color.status.onStatus', bg: `color.status.${status}`, need: 'text' },
        // danger is also the colour of a field's error message (TextField): text on the page and on cards
        ...(status === 'danger'
          ? [
              { fg: 'color.status.danger', bg: 'color.bg.page', need: 'text' as const },
              { fg: 'color.status.danger', bg: 'color.bg.surface', need: 'text' as const },
            ]
          : [{ fg: `color.status.${status}`, bg: 'color.bg.surface', need: 'ui' as const }]),
      ] satisfies ColourCheck[],
    ]),
  ),
  'color.status.onStatus': STATUS.map((status) => ({ fg: 'color.status.onStatus', bg: `color.status.${status}`, need: 'text' as const })),
  'color.badge.bg': [{ fg: 'color.badge.text', bg: 'color.badge.bg', need: 'text' }],
  'color.badge.text': [{ fg: 'color.badge.text', bg: 'color.badge.bg', need: 'text' }],
};

/** Every pair with a need, once: what the release measures in each mode. */
export const CONTRAST_PAIRS: readonly Required<ColourCheck>[] = (() => {
  const seen = new Map<string, Required<ColourCheck>>();
  for (const check of Object.values(COLOUR_CHECKS).flat()) if (check.need) seen.set(`${check.fg} ${check.bg}`, check as Required<ColourCheck>);
  return [...seen.values()];
})();
