import { useEffect, useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { brands } from 'virtual:brands';
import { createWebCryptoCipher } from '@wl/api-client';
import { applyColorMode, type ColorMode } from '@wl/brand';
import { createI18n, setLanguage, type I18n, type LanguageCode } from '@wl/i18n';
import { AppProviders } from '@wl/auth';
import { createApiContext } from './apiContext';
import { createAppStore } from './store';

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

/**
 * Renders a story inside the app's real providers for the toolbar's brand, colour mode and locale:
 * the brand's token stylesheet, its config and assets, a fresh store talking to the demo platform
 * (MSW in the browser), i18n, and a router.
 */
export function StoryProviders({ brandId, mode, i18n, children }: { brandId: string; mode: ColorMode; i18n: I18n; children: ReactNode }) {
  const entry = brands[brandId] ?? brands.default!;
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
  const store = useMemo(
    () => createAppStore(createApiContext(entry.brand, i18n, { baseUrl: window.location.origin, cipher: createWebCryptoCipher(entry.publicKey) }), { restoreSession: false }),
    [entry, i18n],
  );
  return (
    <AppProviders brand={entry.brand} assets={entry.brandAssets} store={store} i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>
  );
}
