import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandProvider, type BrandAssets, type RuntimeBrand } from '@wl/brand';
import { I18nextProvider } from '@wl/i18n';
import { theme, ToastProvider, UiKitProvider } from '@wl/ui-kit';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './store';

export interface AppProvidersProps {
  brand: RuntimeBrand;
  assets: BrandAssets;
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}

/** The app's real providers, used by the app and by Storybook alike. */
export function AppProviders({ brand, assets, store, i18n, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand} assets={assets}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UiKitProvider theme={theme}>
            <ToastProvider>{children}</ToastProvider>
          </UiKitProvider>
        </I18nextProvider>
      </Provider>
    </BrandProvider>
  );
}
