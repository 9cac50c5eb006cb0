import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { PageState, Stack } from '@wl/ui-kit';
import { useHotGamesQuery } from '../gamesApi';
import { useFavourites } from '../hooks/useFavourites';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useLaunchGame } from '../launch/useLaunchGame';
import { searchByName } from '../model/listMode';
import { RankList } from '../rank/RankList';
import { useRankListQuery } from '../rank/rankApi';
import { VirtualGameGrid } from '../ui/VirtualGameGrid';
import { GamePageHeader } from './GamePageHeader';
import { NoGames } from './NoGames';
import { SearchBox } from './SearchBox';

const Page = styled.main`
  min-height: 100dvh;
`;

const Tools = styled.div`
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} 0;
`;

/** Games in the hot page's ranking (catalogue `rankList`). */
export const RANK_COUNT = 10;

const Ranking = styled(Stack)`
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} 0;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
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
  // a cleared search mounts a new, empty search box (focused)
  const [searchBoxes, setSearchBoxes] = useState(0);
  const clearSearch = () => {
    setQuery('');
    setSearchBoxes((n) => n + 1);
  };
  const games = useMemo(() => searchByName(hot.data ?? [], query), [hot.data, query]);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  const ranking = useRankListQuery({ limitNum: RANK_COUNT, language });
  const rankingId = useId();
  const title = t('titles.hotGames');
  return (
    <Page>
      <GamePageHeader title={title} />
      <Tools>
        <SearchBox key={searchBoxes} onSearch={setQuery} focusOnMount={searchBoxes > 0} />
      </Tools>
      {/* the ranking while the list is not searched; it stays out of the way when it fails or is empty */}
      {!query && ranking.data && ranking.data.length > 0 && (
        <Ranking as="section" aria-labelledby={rankingId}>
          <h2 id={rankingId}>{tg('rank.title')}</h2>
          <RankList items={ranking.data} onPlay={launch} label={tg('rank.title')} />
        </Ranking>
      )}
      <Body aria-busy={hot.isLoading}>
        <PageState query={hot} isEmpty={() => games.length === 0} empty={<NoGames kind="games" search={query.trim() || undefined} onClearSearch={clearSearch} />}>
          <VirtualGameGrid key={query} label={title} games={games} onPlay={launch} onToggleFavourite={toggle} favourites={favourites} />
        </PageState>
      </Body>
      {prompt}
    </Page>
  );
}
