import { authApi, SESSION_STORAGE_KEY } from '@wl/auth';
import type { RuntimeBrand } from '@wl/brand';
import type { AppStore } from './store';

/**
 * The sessions of Storybook's Session toolbar: a guest, or one of the demo platform's logins
 * (packages/demo-api/src/seed/accounts.ts). `type` is the customer type the platform answers for that login;
 * the loader checks it, so the toolbar never says "trial" over a session of another type.
 *
 * A story pins one with story globals: `globals: { session: 'agent' }` (the toolbar then shows it locked).
 */
export const STORY_SESSIONS = {
  guest: { title: 'Guest', username: null, type: null },
  member0: { title: 'Member (type 0)', username: 'demo', type: 0 },
  member1: { title: 'Member (type 1)', username: 'demo1', type: 1 },
  agent: { title: 'Agent (type 2, with a team)', username: 'agent', type: 2 },
  trial: { title: 'Trial account (type 4)', username: 'trial', type: 4 },
} as const;

export type StorySession = keyof typeof STORY_SESSIONS;

export const STORY_SESSION_IDS = Object.keys(STORY_SESSIONS) as StorySession[];

export function isStorySession(value: unknown): value is StorySession {
  return typeof value === 'string' && value in STORY_SESSIONS;
}

/** The Session toolbar's items. */
export const STORY_SESSION_ITEMS = STORY_SESSION_IDS.map((value) => ({ value, title: STORY_SESSIONS[value].title }));

/**
 * Logs a story's store in as the toolbar's session, the way the site does: the login mutation (encrypted body,
 * the brand's merchant code) against the demo platform (MSW in the browser), which starts the session in the
 * store. A guest clears any session a previous story left in sessionStorage.
 */
export async function signInStory(store: AppStore, brand: RuntimeBrand, session: StorySession): Promise<void> {
  const account = STORY_SESSIONS[session];
  if (!account.username) {
    try {
      sessionStorage.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing was kept
    }
    return;
  }
  const { DEMO_PASSWORD } = await import('@wl/demo-api');
  const answer = await store
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: account.username, password: DEMO_PASSWORD, merchantCode: brand.merchantCode }))
    .unwrap();
  if (answer.type !== account.type) throw new Error(`Storybook session ${session}: the demo platform answered type ${answer.type}, not ${account.type}`);
}
