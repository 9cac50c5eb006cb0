import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState, ErrorState, Spinner } from '@wl/ui-kit';
import { useHotGamesQuery } from '../gamesApi';
import { useFavourites } from '../hooks/useFavourites';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useLaunchGame } from '../launch/useLaunchGame';
import { searchByName } from '../model/listMode';
import { VirtualGameGrid } from '../ui/VirtualGameGrid';
import { GamePageHeader } from './GamePageHeader';
import { SearchBox } from './SearchBox';

const Page = styled.main`
  min-height: 100dvh;
`;

const Tools = styled.div`
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} 0;
`;

const Body = styled.section`
  padding: ${(p) => p.theme.space['3']};
`;

/** Hot games (/m/hot-games): the hot list, searched locally by name, case-insensitively (spec 001 section 2). */
export function HotGamesPage() {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  const hot = useHotGamesQuery({ language });
  const [query, setQuery] = useState('');
  const games = useMemo(() => searchByName(hot.data ?? [], query), [hot.data, query]);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  const title = t('titles.hotGames');
  return (
    <Page>
      <GamePageHeader title={title} />
      <Tools>
        <SearchBox onSearch={setQuery} />
      </Tools>
      <Body aria-busy={hot.isLoading}>
        {hot.isLoading ? (
          <Spinner label={t('common.loading')} />
        ) : hot.isError ? (
          <ErrorState title={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void hot.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState title={tg('list.empty')} description={tg('list.emptyHint')} />
        ) : (
          <VirtualGameGrid key={query} label={title} games={games} onPlay={launch} onToggleFavourite={toggle} favourites={favourites} />
        )}
      </Body>
      {prompt}
    </Page>
  );
}
