import type { ApiContext } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import type { RuntimeBrand } from '@wl/brand';
import type { i18n as I18n } from 'i18next';

/** Running as an installed web app (home-screen shortcut): the platform wants Device OTHERS at login. */
export function isStandalone(): boolean {
  return (
    typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true)
  );
}

/**
 * The ApiContext of the running site: host and merchant from the brand, token from the session, and the cipher of
 * whoever runs it (the site's loads with its first encrypted call, main.tsx; a story or a test gives its own).
 */
export function createApiContext(brand: RuntimeBrand, i18n: I18n, overrides: Pick<ApiContext, 'cipher'> & Partial<ApiContext>): ApiContext {
  return {
    baseUrl: brand.api.baseUrl,
    merchantCode: brand.merchantCode,
    getToken: (state) => selectSession(state)?.token,
    getMerchantCode: (state) => selectSession(state)?.merchantCode,
    language: () => i18n.language,
    device: () => (isStandalone() ? 'OTHERS' : undefined),
    ...overrides,
  };
}
