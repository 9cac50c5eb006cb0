import type { DemoContext } from './http';
import { hostileOn } from './hostile';
import { requestLanguage, type ContentLanguage } from './language';
import type { DemoState } from './state';

/** How one request reads the merchant's content: in the language it asks for, with the hostile fixtures if a test put them in. */
export interface ContentView {
  language: ContentLanguage;
  /** the hostile fixtures are on for the request's merchant (POST /__demo/hostile) */
  hostile: boolean;
}

/** The content view of a platform call (its merchant is known). */
export function contentView(c: DemoContext, state: DemoState): ContentView {
  return { language: requestLanguage(c), hostile: hostileOn(state, c.get('merchant')) };
}
