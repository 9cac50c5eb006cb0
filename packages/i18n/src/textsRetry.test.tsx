import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, expect, it, vi } from 'vitest';
import { createI18n, TEXTS_RETRY_MS } from './i18n';
import { namespaceLoaders } from './namespaces';

const realGames = namespaceLoaders.games;
afterEach(() => {
  namespaceLoaders.games = realGames;
  vi.useRealTimers();
});

function GamesTitle() {
  const { t } = useTranslation('games');
  return <h1>{t('hub.showAll')}</h1>;
}

it('keeps a screen waiting, never showing its raw keys, while its texts cannot be loaded; they show once they come', async () => {
  localStorage.clear();
  let offline = true;
  const load = vi.fn(() =>
    offline ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./resources/games/en').then((m) => m.en),
  );
  namespaceLoaders.games = { ...realGames, en: load };
  const i18n = await createI18n({ languages: ['en'], defaultLanguage: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>Loading</p>}>
        <GamesTitle />
      </Suspense>
    </I18nextProvider>,
  );
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  // i18next has given up on the texts: the screen still waits, it does not show "hub.showAll"
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(load).toHaveBeenCalled();
  expect(screen.queryByText('hub.showAll')).not.toBeInTheDocument();
  expect(screen.getByText('Loading')).toBeInTheDocument();

  // the network is back: the next ask brings them
  offline = false;
  expect(await screen.findByRole('heading', { name: 'Show all' }, { timeout: TEXTS_RETRY_MS + 3000 })).toBeInTheDocument();
  expect(screen.queryByText('hub.showAll')).not.toBeInTheDocument();
});
