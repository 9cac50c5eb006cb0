/**
 * Test helpers for feature packages (not exported from the package root): render inside the real
 * providers with a store whose API calls reach the demo platform through msw/node.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider } from 'react-redux';
import { createWebCryptoCipher, type ApiContext } from '@wl/api-client';
import { createApiTestStore, TEST_API_BASE, testApiContext } from '@wl/api-client/testing';
import { BrandProvider, FLAG_KEYS, type FlagKey, type RuntimeBrand } from '@wl/brand';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { theme, ToastProvider, UiKitProvider } from '@wl/ui-kit';
import { DEMO_PUBLIC_KEY } from '@wl/demo-api';
import { selectSession, sessionSlice, sessionStarted, type SessionInfo } from './session/sessionSlice';

/** A test brand on the demo platform's default merchant; override what a test needs. */
export function testBrand(overrides: Partial<RuntimeBrand> = {}): RuntimeBrand {
  return {
    id: 'test',
    name: 'Test Brand',
    merchantCode: 'WLDEMO',
    trialMerchantCode: 'WLDEMO_TRIAL',
    api: { baseUrl: TEST_API_BASE, publicKey: DEMO_PUBLIC_KEY },
    languages: { default: 'en', enabled: ['en', 'pt'] },
    theme: { defaultMode: 'dark' },
    minimumAge: 18,
    // every flag off but username registration; a test turns on what it needs
    flags: { ...(Object.fromEntries(FLAG_KEYS.map((key) => [key, false])) as Record<FlagKey, boolean>), REGISTER_REE3: true },
    menu: ['MYACC', 'WITHDRAW', 'MAILCEN', 'AGENT'],
    templates: { mem_cen: 1, dep_func: 1, app_background: '', app_desc: '', app_desc_font_color: '' },
    links: { download: [], contact: {}, social: {}, chatHosts: [] },
    imageCdn: [],
    assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' },
    ...overrides,
  };
}

/** Shows the current path, so tests can assert where a tap went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export interface RenderAppOptions {
  brand?: RuntimeBrand;
  route?: string;
  /** the path pattern the element is mounted at (default: the route's path) */
  path?: string;
  session?: SessionInfo;
  context?: Partial<ApiContext>;
}

/** Renders `ui` at `route` in brand, store (demo platform cipher), i18n, theme, toast and router providers. */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}): Promise<RenderResult & { store: ReturnType<typeof createApiTestStore> }> {
  const brand = options.brand ?? testBrand();
  const i18n = await createI18n({ languages: brand.languages.enabled, defaultLanguage: brand.languages.default, initialLanguage: 'en' });
  const context = testApiContext({
    cipher: createWebCryptoCipher(DEMO_PUBLIC_KEY),
    getToken: (state) => selectSession(state)?.token,
    merchantCode: brand.merchantCode,
    ...options.context,
  });
  const store = createApiTestStore(context, { [sessionSlice.name]: sessionSlice.reducer });
  if (options.session) store.dispatch(sessionStarted(options.session));
  const route = options.route ?? '/';
  const result = render(
    <BrandProvider brand={brand} assets={{ logo: '/logo.svg', icon: '/icon.svg' }}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UiKitProvider theme={theme}>
            <ToastProvider>
              <MemoryRouter initialEntries={[route]}>
                <Routes>
                  <Route path={options.path ?? route.split('?')[0]} element={ui} />
                  <Route path="*" element={null} />
                </Routes>
                <LocationProbe />
              </MemoryRouter>
            </ToastProvider>
          </UiKitProvider>
        </I18nextProvider>
      </Provider>
    </BrandProvider>,
  );
  return { ...result, store };
}
