import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrandProvider, type BrandAssets, type RuntimeBrand } from '@wl/brand';
import { refetchInLanguage, useAppDispatch } from '@wl/api-client';
import { I18nextProvider, onLanguageChange, useTranslation } from '@wl/i18n';
import { PageStateLabelsProvider, Spinner, theme, ToastProvider, UiKitProvider } from '@wl/ui-kit';
import type { Store } from '@reduxjs/toolkit';
import type { I18n } from '@wl/i18n';
import { LoginModalProvider } from './login/LoginModalProvider';

export interface AppProvidersProps {
  brand: RuntimeBrand;
  assets: BrandAssets;
  store: Store;
  i18n: I18n;
  children: ReactNode;
}

/**
 * The real provider stack: brand, store, i18n, theme, toasts, the login modal. The app, Storybook and the component tests of
 * every feature package render inside this one component.
 */
export function AppProviders({ brand, assets, store, i18n, children }: AppProvidersProps) {
  return (
    <BrandProvider brand={brand} assets={assets}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TextsFollowLanguage i18n={i18n} />
          <UiKitProvider theme={theme}>
            <PageStateTexts>
              <ToastProvider>
                <LoginModalProvider>
                  {/* a feature namespace (useTranslation('games')) suspends until its text has loaded */}
                  <Suspense fallback={<TextLoading />}>{children}</Suspense>
                </LoginModalProvider>
              </ToastProvider>
            </PageStateTexts>
          </UiKitProvider>
        </I18nextProvider>
      </Provider>
    </BrandProvider>
  );
}

/**
 * The platform's texts (announcements, promotions, messages) come in the language the calls name (the Language
 * header follows i18n): a new language reads them again (api-client `refetchInLanguage`).
 */
function TextsFollowLanguage({ i18n }: { i18n: I18n }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let last = i18n.language;
    return onLanguageChange(i18n, (next) => {
      void dispatch(refetchInLanguage([last, next]));
      last = next;
    });
  }, [i18n, dispatch]);
  return null;
}

/** The texts of ui-kit's PageState (loading, failed with retry, empty), in the current language. */
function PageStateTexts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const labels = useMemo(() => ({ loading: t('common.loading'), failed: t('common.loadFailed'), retry: t('common.retry'), empty: t('common.noData') }), [t]);
  return <PageStateLabelsProvider labels={labels}>{children}</PageStateLabelsProvider>;
}

function TextLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}
