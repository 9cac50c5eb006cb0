/**
 * Test helpers for feature packages (not exported from the package root): render inside the real
 * providers with a store whose API calls reach the demo platform through msw/node.
 */
import * as calls from '@wl/api-client/catalogue';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createWebCryptoCipher, ENCRYPTION_SCHEME, HEADER, type ApiContext, type Envelope, type LoginValue } from '@wl/api-client';
import { createApiTestStore, TEST_API_BASE, testApiContext } from '@wl/api-client/testing';
import { FLAG_KEYS, type FlagKey, type RuntimeBrand } from '@wl/brand';
import { createI18n } from '@wl/i18n';
import { DEMO_PUBLIC_KEY, type DemoApp } from '@wl/demo-api';
import { createDemoMsw } from '@wl/demo-api/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AppProviders } from './AppProviders';
import { selectSession, sessionSlice, sessionStarted, type SessionInfo } from './session/sessionSlice';

/** A test brand on the demo platform's default merchant; override what a test needs. */
export function testBrand(overrides: Partial<RuntimeBrand> = {}): RuntimeBrand {
  return {
    id: 'test',
    name: 'Test Brand',
    merchantCode: 'WLDEMO',
    trialMerchantCode: 'WLDEMO_TRIAL',
    api: { baseUrl: TEST_API_BASE },
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
  /** router state of the entry (e.g. `{ from }` for the return after login) */
  state?: unknown;
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
  const [pathname = '/', query] = (options.route ?? '/').split('?');
  const result = render(
    <AppProviders brand={brand} assets={{ logo: '/logo.svg', icon: '/icon.svg' }} store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : '', state: options.state }]}>
        <Routes>
          <Route path={options.path ?? pathname} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

/** Logs `username` (password Demo1234) in on the demo app, with the encrypted body the site sends, and returns the session. */
export async function demoSession(app: DemoApp, username = 'demo', merchantCode = 'WLDEMO'): Promise<SessionInfo> {
  const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ type: 'username', username, password: 'Demo1234' });
  const response = await app.request(calls.login.path, {
    method: 'POST',
    headers: { [HEADER.merchant]: merchantCode, [HEADER.encryption]: ENCRYPTION_SCHEME, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<LoginValue>;
  if (!envelope.success) throw new Error(`demo login of ${username} failed: ${envelope.code}`);
  const { token, userName, type, firstTimeLogin } = envelope.value;
  return { token, userName, type, firstTimeLogin, merchantCode };
}

/** Whether the demo platform takes `password` (sent exactly as given, as the site sends it) for `username`. */
export async function demoLogin(app: DemoApp, username: string, password: string): Promise<boolean> {
  const body = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ type: 'username', username, password });
  const response = await app.request(calls.login.path, {
    method: 'POST',
    headers: { [HEADER.merchant]: 'WLDEMO', [HEADER.encryption]: ENCRYPTION_SCHEME, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok;
}

/**
 * The demo platform answering a test file's calls through msw/node: listening before the first test (an
 * unhandled request is an error), its handlers and data reset after each test, closed after the last.
 */
export function startDemoPlatform(): ReturnType<typeof createDemoMsw> {
  const demo = createDemoMsw();
  beforeAll(() => demo.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    demo.server.resetHandlers();
    await demo.reset();
  });
  afterAll(() => demo.server.close());
  return demo;
}

/**
 * A call the demo platform received: its URL (pathname, searchParams), its method, and a copy of the request
 * taken when it started, whose body a test may read (`await sent.request.formData()`).
 */
export class SentRequest extends URL {
  readonly method: string;
  readonly request: Request;
  constructor(request: Request) {
    super(request.url);
    this.method = request.method;
    this.request = request.clone();
  }
}

/** The calls the demo platform receives during each test of the file, in order (emptied after each test). */
export function recordRequests(demo: Pick<ReturnType<typeof createDemoMsw>, 'server'>): SentRequest[] {
  const requests: SentRequest[] = [];
  beforeAll(() => demo.server.events.on('request:start', ({ request }) => void requests.push(new SentRequest(request))));
  afterEach(() => {
    requests.length = 0;
  });
  return requests;
}

/** The code of the captcha the rendered screen loaded (its id from the store), from the demo-only endpoint. */
export async function captchaCode(app: DemoApp, store: { getState: () => unknown }): Promise<string> {
  let id: string | undefined;
  await waitFor(() => {
    const queries = (store.getState() as { api: { queries: Record<string, { endpointName?: string; data?: { captchaId: string } }> } }).api.queries;
    id = Object.values(queries).find((q) => q.endpointName === 'captcha' && q.data)?.data?.captchaId;
    expect(id).toBeDefined();
  });
  const response = await app.request(`/__demo/captcha/${id}`);
  return ((await response.json()) as { value: { code: string } }).value.code;
}

export { openSignOutPrompt } from './session/signOutPrompt.testing';
