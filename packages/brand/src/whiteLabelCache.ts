// The cached white-label, apart from the overlay (./whiteLabel): the app's first JS reads the cache at every start,
// and loads the overlay only when there is something to lay over (apps/mobile/src/main.tsx, docs/decisions/072).
import type { WhiteLabelAnswer } from './whiteLabel';

/** localStorage key of the platform's last white-label answer for a brand (not secret: what every visitor is shown). */
export const whiteLabelStorageKey = (brandId: string): string => `wl.whiteLabel.${brandId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The last answer stored for the brand: a part that is not of the answer's shape is left out; undefined when nothing
 * is left, or storage fails.
 */
export function readCachedWhiteLabel(brandId: string): WhiteLabelAnswer | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(whiteLabelStorageKey(brandId)) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(stored)) return undefined;
  const { menu, templates } = stored;
  const answer: WhiteLabelAnswer = {
    ...(Array.isArray(menu) && menu.every((key) => typeof key === 'string') ? { menu: menu as string[] } : {}),
    ...(isRecord(templates) && Object.values(templates).every((v) => typeof v === 'string' || typeof v === 'number')
      ? { templates: templates as Record<string, string | number> }
      : {}),
  };
  return answer.menu || answer.templates ? answer : undefined;
}

/** Stores the platform's answer for the next start (and for a start when the platform does not answer). */
export function cacheWhiteLabel(brandId: string, answer: WhiteLabelAnswer): void {
  try {
    localStorage.setItem(whiteLabelStorageKey(brandId), JSON.stringify(answer));
  } catch {
    // storage unavailable or full: the next start begins with the build's white-label
  }
}
