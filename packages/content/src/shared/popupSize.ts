/**
 * Popup content sizes (spec 001 section 9): design pixels divided by 100 give rem on a 750 px design
 * whose root unit is 100 px. Our root font stays the browser's, so the unit is a CSS variable that
 * scales with the viewport as that root did: `--design-rem` = 100 design px at the current width.
 */
export const DESIGN_REM = 'calc(min(100vw, 640px) / 7.5)';

export function popupSize(px: number): string {
  return `calc(${px / 100} * ${DESIGN_REM})`;
}
