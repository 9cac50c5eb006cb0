/**
 * The one way to write a screen story (docs/storybook.md "Screen stories"): a screen at its route, signed in as a
 * session, with its data from the demo platform, and its loading and error-with-retry states checked the way
 * PageState shows them. Not exported from the package root (it imports Storybook's test helpers); stories import
 * `@wl/ui-kit/story`. The app's preview reads `parameters.route`, `parameters.demo` and `globals.session`.
 */
import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

export type Story = StoryObj;
export type Translate = (key: string, options?: Record<string, unknown>) => string;
/** The Session toolbar's values (apps/mobile/src/app/storySession.ts). */
export type StorySession = 'guest' | 'member0' | 'member1' | 'agent' | 'trial';

/** How long a play function waits for what the demo platform answers. */
export const STORY_WAIT = { timeout: 8000 };

/** What the stories need of the story's i18n instance (`context.loaded.i18n`, made by the preview's loader). */
interface StoryI18n {
  loadNamespaces(ns: string[]): Promise<unknown>;
  getFixedT(lng: null, ns: string): unknown;
}

/** A screen's texts (`t`, its namespace) and the shell's (`tc`) in the story's locale, loaded first. */
export async function storyTexts(context: StoryContext, namespace: string): Promise<{ t: Translate; tc: Translate }> {
  const i18n = context.loaded.i18n as StoryI18n;
  await i18n.loadNamespaces([namespace, 'translation']);
  return { t: i18n.getFixedT(null, namespace) as Translate, tc: i18n.getFixedT(null, 'translation') as Translate };
}

/** A translated text with a placeholder as a pattern (e.g. "Draw {{numero}}" with the numero as `\d{8}-\d{3}`). */
export function textPattern(text: string, placeholder: string, source: string): RegExp {
  const [before = '', after = ''] = text.split(placeholder);
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(before)}${source}${escape(after)}$`);
}

/** The screen's title, the page's one h1. */
export async function findHeading(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, STORY_WAIT);
}

/** Where a guard sent the story: the address the story's router shows instead of the screen. */
export async function sentTo(canvasElement: HTMLElement, pathname: string) {
  await expect(await within(canvasElement).findByRole('status', { name: 'Story route' }, STORY_WAIT)).toHaveTextContent(pathname);
}

export interface ScreenOptions {
  /** pins the session; left out, the story follows the Session toolbar (or the meta's globals) */
  session?: StorySession;
  play?: Story['play'];
}

/** A screen story: the screen at its route (query string included). */
export function screenStory(Screen: ComponentType, route: string, { session, play }: ScreenOptions = {}): Story {
  return { render: () => <Screen />, parameters: { route }, ...(session ? { globals: { session } } : {}), play };
}

/** The screen opened by a session it is not for: where its guard sends that session (a guest to log in, say). */
export function sentToStory(Screen: ComponentType, route: string, session: StorySession, pathname: string): Story {
  return screenStory(Screen, route, { session, play: async ({ canvasElement }) => sentTo(canvasElement, pathname) });
}

/**
 * The same screen with one catalogue call failing once: the platform's error with a retry button, then the screen
 * after the retry (`recovered` checks it) and no error left.
 */
export function failingStory(
  Screen: ComponentType,
  route: string,
  call: object,
  recovered: (context: StoryContext) => Promise<void>,
  { session }: { session?: StorySession } = {},
): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { fail: [call] } },
    ...(session ? { globals: { session } } : {}),
    play: async (context) => {
      const { tc } = await storyTexts(context, 'translation');
      const canvas = within(context.canvasElement);
      const alert = await canvas.findByRole('alert', {}, STORY_WAIT);
      await expect(alert).toHaveTextContent(tc('common.loadFailed'));
      await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
      await recovered(context);
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), STORY_WAIT);
    },
  };
}

/**
 * The same screen with one catalogue call never answering: its loading state (PageState's spinner, not the text
 * of a namespace still loading), under the page's title when `title` is given.
 */
export function loadingStory(
  Screen: ComponentType,
  route: string,
  call: object,
  { session, title }: { session?: StorySession; title?: { namespace: string; key: string } } = {},
): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { pending: [call] } },
    ...(session ? { globals: { session } } : {}),
    play: async (context) => {
      if (title) {
        const { t } = await storyTexts(context, title.namespace);
        await findHeading(context.canvasElement, t(title.key));
      }
      const { tc } = await storyTexts(context, 'translation');
      const canvas = within(context.canvasElement);
      // PageState's spinner inside its busy region, shown (a lazy part or a text namespace may show a spinner of its
      // own first, and the screen's region may still be hidden while its parts load)
      await waitFor(() => {
        const busy = canvas.getAllByRole('status', { name: tc('common.loading') }).find((status) => status.closest('[aria-busy="true"]'));
        expect(busy).toBeDefined();
        expect(busy).toBeVisible();
      }, STORY_WAIT);
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}
