import type { DemoState } from './state';

/**
 * Hostile fixtures: server HTML carrying a script, event handlers and javascript: links, for the site's sanitiser
 * (SafeHtml of @wl/content) to prove itself on. They are never in the content a merchant sees: a test turns them on
 * for a merchant (`POST /__demo/hostile`, or `hostile()` of `createDemoMsw`) until that merchant's next reset, and
 * they are then appended, as written here, to the content of the entries below in every language.
 */
export const HOSTILE_HTML = {
  /** announcements by id: the security notice (a script, an image's onerror, a javascript: link) */
  announcement: {
    2004: '<script>alert("xss")</script><img src="x" onerror="alert(\'xss\')"><a href="javascript:alert(1)">Details</a>',
  } as Readonly<Record<number, string>>,
  /** reward-centre promotions by id: the weekly turnover reward's rules (an https link beside a javascript: one, a script, an onmouseover) */
  reward: {
    9101: '<p><a href="https://example.com/terms">Terms</a> <a href="javascript:alert(1)">More</a></p><script>alert("xss")</script><b onmouseover="alert(1)">Limited time.</b>',
  } as Readonly<Record<number, string>>,
} as const;

/** The merchant code that turns the fixtures on for every merchant (`POST /__demo/hostile` without a merchant). */
export const EVERY_MERCHANT = '*';

/** Whether a merchant's content carries the hostile fixtures now. */
export function hostileOn(state: DemoState, merchantCode: string): boolean {
  return state.hostile.has(EVERY_MERCHANT) || state.hostile.has(merchantCode);
}

/** `html` with the hostile fixture of the entry appended when they are on for the merchant. */
export function withHostile(html: string, kind: keyof typeof HOSTILE_HTML, id: number, on: boolean): string {
  return on ? html + (HOSTILE_HTML[kind][id] ?? '') : html;
}
