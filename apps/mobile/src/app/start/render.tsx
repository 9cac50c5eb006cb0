// The last start step of main.tsx: React renders the site. Its own module (and task), like the other steps.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { BrandAssets, RuntimeBrand } from '@wl/brand';
import { AppProviders } from '@wl/auth';
import { App } from '../App';
import type { createAppRouter } from '../router';
import type { AppStore } from '../store';

interface Site {
  brand: RuntimeBrand;
  assets: BrandAssets;
  store: AppStore;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Renders the site; `showBrand` renders it again with another brand (the platform's white-label, decision 072): the
 * brand context changes and what reads it follows, the router, store and open screen stay.
 */
export function renderSite(container: HTMLElement, { brand, assets, store, i18n, router }: Site): { showBrand: (brand: RuntimeBrand) => void } {
  const root = createRoot(container);
  // a transition: React renders the first view in slices of a few milliseconds instead of one long task, so a
  // mid-range phone stays responsive while the site starts
  const showBrand = (shown: RuntimeBrand) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders brand={shown} assets={assets} store={store} i18n={i18n}>
            <App router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  showBrand(brand);
  return { showBrand };
}
