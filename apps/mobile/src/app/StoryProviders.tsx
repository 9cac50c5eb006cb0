import { useEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { brands } from 'virtual:brands';
import { createWebCryptoCipher } from '@wl/api-client';
import { applyColorMode, type ColorMode } from '@wl/brand';
import { createI18n, setLanguage, type I18n, type LanguageCode } from '@wl/i18n';
import { AppProviders } from '@wl/auth';
import { createApiContext } from './apiContext';
import { createAppStore, type AppStore } from './store';
import { signInStory, type StorySession } from './storySession';

/** Every brand in brands/, for the Storybook brand toolbar. */
export const STORY_BRANDS = Object.keys(brands);

let i18nPromise: Promise<I18n> | undefined;

/** One i18n instance for all stories, switched to the toolbar's locale (a story loader awaits it). */
export async function storyI18n(locale: LanguageCode): Promise<I18n> {
  i18nPromise ??= createI18n({ languages: ['en', 'pt', 'vi', 'zh'], defaultLanguage: 'en', initialLanguage: locale });
  const i18n = await i18nPromise;
  if (i18n.language !== locale) await setLanguage(i18n, locale);
  return i18n;
}

const STYLE_ID = 'story-brand-tokens';

/** Shows a colour mode without storing it (the story tests check accessibility in both modes). */
export function showStoryColorMode(mode: ColorMode): void {
  applyColorMode(mode, false);
}

function brandEntry(brandId: string) {
  return brands[brandId] ?? brands.default!;
}

function newStoryStore(entry: ReturnType<typeof brandEntry>, i18n: I18n): AppStore {
  return createAppStore(createApiContext(entry.brand, i18n, { baseUrl: window.location.origin, cipher: createWebCryptoCipher(entry.publicKey) }), {
    restoreSession: false,
  });
}

/**
 * A fresh store for one story of the toolbar's brand, logged in as the toolbar's session (Storybook's loader
 * awaits it, so the story renders with the session already there; storySession.ts).
 */
export async function createStoryStore(brandId: string, i18n: I18n, session: StorySession): Promise<AppStore> {
  const entry = brandEntry(brandId);
  const store = newStoryStore(entry, i18n);
  await signInStory(store, entry.brand, session);
  return store;
}

/**
 * Renders a story inside the app's real providers for the toolbar's brand, colour mode, locale and session:
 * the brand's token stylesheet, its config and assets, a fresh store talking to the demo platform
 * (MSW in the browser), i18n, and a router.
 */
export function StoryProviders({
  brandId,
  mode,
  i18n,
  store: givenStore,
  route,
  children,
}: {
  brandId: string;
  mode: ColorMode;
  i18n: I18n;
  /** the loader's store (createStoryStore: signed in as the toolbar's session); without it, a guest's */
  store?: AppStore;
  /**
   * A screen story's address (`parameters.route`, docs/storybook.md), e.g. `/m/member/team?account=team01`: the
   * router starts there and the story renders at that path; a screen that sends the user elsewhere (a guard)
   * shows where it went instead.
   */
  route?: string;
  children: ReactNode;
}) {
  const entry = brandEntry(brandId);
  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = entry.css;
    applyColorMode(mode, false);
  }, [entry, mode]);
  const ownStore = useMemo(() => (givenStore ? undefined : newStoryStore(entry, i18n)), [givenStore, entry, i18n]);
  const store = givenStore ?? ownStore!;
  return (
    <AppProviders brand={entry.brand} assets={entry.brandAssets} store={store} i18n={i18n}>
      {route ? (
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={new URL(route, 'http://story').pathname} element={children} />
            <Route path="*" element={<LeftStoryRoute />} />
          </Routes>
        </MemoryRouter>
      ) : (
        <MemoryRouter>{children}</MemoryRouter>
      )}
    </AppProviders>
  );
}

/**
 * Where a screen story went when its screen navigated away from the story's route (an AgentGuard sending a
 * player home): the address, for the story's play function and the designer. Storybook chrome, not a screen.
 */
function LeftStoryRoute() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <p role="status" aria-label="Story route">
        {pathname}
        {search}
      </p>
    </main>
  );
}
