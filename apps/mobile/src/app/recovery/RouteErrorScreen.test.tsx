import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { AppProviders } from '@wl/auth';
import { testBrand } from '@wl/auth/testing';
import { createI18n } from '@wl/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityCipher } from '@wl/api-client/testing';
import { createApiContext } from '../apiContext';
import { createAppStore } from '../store';
import { AppErrorBoundary } from './AppErrorBoundary';
import type { ScreenName } from '../screens';
import { loadScreen, resetScreens } from './loadScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

async function renderInProviders(ui: ReactNode) {
  const brand = testBrand();
  const i18n = await createI18n({ languages: ['en', 'pt'], defaultLanguage: 'en', initialLanguage: 'en' });
  // the app's own store, as StoryProviders makes it (no platform call is made here)
  const store = createAppStore(createApiContext(brand, i18n, { baseUrl: 'http://localhost', cipher: identityCipher }), { restoreSession: false });
  render(
    <AppProviders brand={brand} assets={{ logo: '/logo.svg', icon: '/icon.svg' }} store={store} i18n={i18n}>
      {ui}
    </AppProviders>,
  );
  return { i18n };
}

/** The route table's shape: a layout route with the error element, screens below it loaded by loaders. */
function routerWith(screenLoader: () => Promise<unknown>, Screen: () => ReactNode) {
  return createMemoryRouter(
    [
      {
        element: (
          <main>
            <Outlet />
          </main>
        ),
        errorElement: <RouteErrorScreen />,
        children: [
          { path: '/m/home', element: <h1>Home page</h1> },
          { path: '/m/activity', loader: screenLoader, Component: Screen },
        ],
      },
    ],
    { initialEntries: ['/m/home'] },
  );
}

beforeEach(() => {
  // a file before this one in the same worker may have loaded the real screens (isolate: false)
  resetScreens();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  resetScreens();
});

describe('the route error screen', () => {
  it('shows the site error screen for a screen that did not load; Retry loads it again without a reload', async () => {
    // offline: the recovery check finds no network and keeps the error screen
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // the screen's chunk: not there the first time, there on the retry (the route loader is the app's loadScreen)
    const chunk = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/PromotionsPage-x.js'))
      .mockResolvedValue(() => <h1>Promotions page</h1>);
    const loaders = { promotions: chunk } as unknown as Record<ScreenName, () => Promise<ComponentType>>;
    const loader = vi.fn(async () => {
      await loadScreen('promotions', loaders);
      return null;
    });
    const Screen = () => {
      const Loaded = use(loadScreen('promotions', loaders));
      return <Loaded />;
    };
    const router = routerWith(loader, Screen);
    await renderInProviders(<RouterProvider router={router} />);
    await router.navigate('/m/activity');

    const title = await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 4000 });
    // focus moves to the title in an effect after it is shown
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/activity');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(chunk).toHaveBeenCalledTimes(2);
  });

  it('shows it for a screen that throws while rendering; Retry renders the screen again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <h1>Promotions page</h1>;
    }
    const router = routerWith(async () => null, Flaky);
    await renderInProviders(<RouterProvider router={router} />);
    await router.navigate('/m/activity');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 4000 })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
  });

  it('Home goes home, and the screen is translated', async () => {
    const router = routerWith(
      async () => {
        throw new Error('boom');
      },
      () => null,
    );
    const { i18n } = await renderInProviders(<RouterProvider router={router} />);
    await router.navigate('/m/activity');
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await router.navigate('/m/activity');
    await i18n.changeLanguage('pt');
    expect(await screen.findByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Início' })).toBeInTheDocument();
  });
});

describe("a screen's own error state, inside the frame", () => {
  it('offline: "No Internet" in the screen\'s place, the frame kept; back online the screen opens without a tap', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const chunk = vi
      .fn<() => Promise<ComponentType>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/PromotionsPage-x.js'))
      .mockResolvedValue(() => <h1>Promotions page</h1>);
    const loaders = { promotions: chunk } as unknown as Record<ScreenName, () => Promise<ComponentType>>;
    const Screen = () => {
      const Loaded = use(loadScreen('promotions', loaders));
      return <Loaded />;
    };
    const router = createMemoryRouter(
      [
        {
          element: (
            <main>
              <nav aria-label="Main navigation">tabs</nav>
              <Outlet />
            </main>
          ),
          errorElement: <RouteErrorScreen />,
          children: [
            { path: '/m/home', element: <h1>Home page</h1> },
            {
              path: '/m/activity',
              loader: async () => {
                await loadScreen('promotions', loaders);
                return null;
              },
              Component: Screen,
              errorElement: <RouteErrorScreen inFrame />,
            },
          ],
        },
      ],
      { initialEntries: ['/m/home'] },
    );
    await renderInProviders(<RouterProvider router={router} />);
    await router.navigate('/m/activity');

    expect(await screen.findByRole('heading', { name: 'No Internet' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByTestId('screen-error')).toContainElement(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByTestId('error-screen')).not.toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Promotions page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/m/activity');
    expect(chunk).toHaveBeenCalledTimes(2);
  });
});

describe('the root error boundary', () => {
  it('shows the same screen for an error outside the routes; Retry renders the app again', async () => {
    let broken = true;
    function Site() {
      if (broken) throw new Error('status gate failed');
      return <p>the site</p>;
    }
    const onHome = vi.fn();
    await renderInProviders(
      <AppErrorBoundary onHome={onHome}>
        <Site />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 4000 })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the site')).toBeInTheDocument();
  });

  it('Home calls the router and renders the app again', async () => {
    let broken = true;
    function Site() {
      const [n] = useState(0);
      if (broken) throw new Error('failed');
      return <p>the site {n}</p>;
    }
    const onHome = vi.fn(() => {
      broken = false;
    });
    await renderInProviders(
      <AppErrorBoundary onHome={onHome}>
        <Site />
      </AppErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/the site/)).toBeInTheDocument();
  });
});
