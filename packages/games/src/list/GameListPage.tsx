import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { IconButton, PageState, Spinner, Stack } from '@wl/ui-kit';
import { useVendorGameTypesQuery, type VendorGroup } from '../gamesApi';
import { useFavourites } from '../hooks/useFavourites';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useGoToLogin, useSessionFacts } from '../hooks/useSessionFacts';
import { useLaunchGame } from '../launch/useLaunchGame';
import { beginState } from '../model/beginPath';
import { CLASSIFY, initialListState, listReducer, listRequest, type ListRequest, type ListState } from '../model/listMode';
import { FilterIcon } from '../ui/icons';
import { chip } from '../ui/styles';
import { VirtualGameGrid } from '../ui/VirtualGameGrid';
import { FilterDrawer, type ClassifyOption } from './FilterDrawer';
import { GamePageHeader } from './GamePageHeader';
import { NoGames } from './NoGames';
import { LIST_TITLE } from './pageTitles';
import { SearchBox } from './SearchBox';
import { useListData } from './useListData';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  padding-bottom: env(safe-area-inset-bottom);
`;

const Tools = styled(Stack)`
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']} 0;
`;

const Chips = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  button {
    ${chip}
  }
`;

const Body = styled.section`
  flex: 1;
  padding: ${(p) => p.theme.space['3']};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space['4']};
`;

/** The vendors of the page's categories, and the classify choices for the chosen vendor. */
function pageVendors(groups: readonly VendorGroup[] | undefined, gameType: string, vendor: string | undefined) {
  const types = gameType.split(',');
  const mine = (groups ?? []).filter((g) => types.includes(g.gameCategory));
  // in-house vendors have their own page (vendor sorting), except on that page
  const vendors = mine
    .flatMap((g) => g.vendorNames)
    .filter((v, i, all) => all.findIndex((w) => w.vassalage === v.vassalage) === i && v.accountType !== 'INHOUSE');
  const classifies = mine
    .flatMap((g) => g.mapping.flatMap((m) => m.gameClassify))
    .filter((c) => !vendor || c.vendors.includes(vendor))
    .map((c) => ({ key: c.key, label: c.displayName }));
  return { vendors, classifies };
}

function classifyValue(state: ListState): string {
  if (state.isNew) return CLASSIFY.new;
  return state.classify ?? CLASSIFY.all;
}

/**
 * A game list page (spec 001 section 2): header back to /m/home, title, filter drawer, vendor menu, name search,
 * Hot (Favourite on in-house) and Recent tabs, the virtualised infinite grid and its empty state.
 */
export function GameListPage() {
  const location = useLocation();
  const begin = useMemo(() => beginState(location.pathname, location.search), [location.pathname, location.search]);
  const [state, dispatch] = useReducer(listReducer, begin, initialListState);
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  const { member } = useSessionFacts();
  const goToLogin = useGoToLogin();
  const request = useMemo(() => listRequest(state), [state]);
  const vendorTypes = useVendorGameTypesQuery({ language });
  const [filterOpen, setFilterOpen] = useState(false);
  // a cleared search mounts a new, empty search box (focused)
  const [searchBoxes, setSearchBoxes] = useState(0);

  // recent games and favourites need a session (spec 001 section 4)
  const needsLogin = (request.kind === 'fav' || request.kind === 'recent') && !member;
  useEffect(() => {
    if (needsLogin) goToLogin();
  }, [needsLogin, goToLogin]);

  const search = useCallback((gameName: string) => dispatch({ type: 'search', gameName }), []);
  const clearSearch = useCallback(() => {
    dispatch({ type: 'search', gameName: '' });
    setSearchBoxes((n) => n + 1);
  }, []);
  const { vendors, classifies } = pageVendors(vendorTypes.data, state.gameType, state.vendor);
  const classifyOptions: ClassifyOption[] = [{ key: CLASSIFY.all, label: tg('list.all') }, { key: CLASSIFY.new, label: tg('list.new') }, ...classifies];
  const plain = begin.kind === 'category';
  const favouriteTab = begin.kind === 'inHouse' ? 'fav' : 'hot';
  const title = t(LIST_TITLE[location.pathname.replace(/(?<!\/)\/+$/, '')] ?? `home.categories.${(state.gameType.split(',')[0] || 'RNG') as 'RNG'}`);

  return (
    <Page>
      <GamePageHeader
        title={title}
        end={
          plain && (
            <IconButton aria-label={tg('list.filter')} onClick={() => setFilterOpen(true)}>
              <FilterIcon />
            </IconButton>
          )
        }
      />
      {begin.kind !== 'fav' && (
        <Tools>
          {plain && <SearchBox key={searchBoxes} onSearch={search} focusOnMount={searchBoxes > 0} />}
          {plain && vendors.length > 1 && (
            <Chips role="group" aria-label={tg('list.vendors')}>
              <button type="button" aria-pressed={!state.vendor} onClick={() => dispatch({ type: 'vendor', vendor: undefined })}>
                {tg('list.allVendors')}
              </button>
              {vendors.map((v) => (
                <button
                  key={v.vassalage}
                  type="button"
                  aria-pressed={state.vendor === v.vassalage}
                  onClick={() => dispatch({ type: 'vendor', vendor: v.vassalage })}
                >
                  {v.displayName}
                </button>
              ))}
            </Chips>
          )}
          <Chips role="group" aria-label={tg('list.modes')}>
            <button type="button" aria-pressed={state.mode === favouriteTab} onClick={() => dispatch({ type: 'tab', tab: favouriteTab })}>
              {tg(favouriteTab === 'fav' ? 'list.favourite' : 'list.hot')}
            </button>
            <button type="button" aria-pressed={state.mode === 'recent'} onClick={() => dispatch({ type: 'tab', tab: 'recent' })}>
              {tg('list.recent')}
            </button>
          </Chips>
        </Tools>
      )}
      <ListResults request={request} language={language} member={member} label={title} onClearSearch={clearSearch} favouritesPage={begin.kind === 'fav'} />
      <FilterDrawer
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        options={classifyOptions}
        value={classifyValue(state)}
        onSubmit={(key) => dispatch({ type: 'classify', key })}
      />
    </Page>
  );
}

/**
 * The page's games: the only part that follows the list data, so that a page of games arriving renders the
 * grid, not the header, the search box and the menus around it.
 */
function ListResults({
  request,
  language,
  member,
  label,
  onClearSearch,
  favouritesPage,
}: {
  request: ListRequest;
  language: string;
  member: string | undefined;
  label: string;
  onClearSearch: () => void;
  favouritesPage: boolean;
}) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const data = useListData(request, language, member);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  return (
    <>
      <Body aria-busy={data.isLoading}>
        {/* the one page-state component for the failure and the empty list; the grid stays mounted while the first page
            loads (it learns its place on the page then, not when the games arrive), the spinner under it */}
        <PageState
          query={{ data: data.games, isLoading: false, isError: data.isError, refetch: data.retry }}
          isEmpty={(games) => !data.isLoading && games.length === 0}
          empty={
            <NoGames
              kind={request.kind === 'hot' ? 'games' : request.kind}
              search={searchedName(request)}
              onClearSearch={onClearSearch}
              browse={favouritesPage}
            />
          }
        >
          {(games) => (
            <VirtualGameGrid
              key={JSON.stringify(request)}
              label={label}
              games={games}
              onPlay={launch}
              onToggleFavourite={toggle}
              favourites={favourites}
              hasMore={data.hasMore}
              onLoadMore={data.loadMore}
            />
          )}
        </PageState>
        {(data.isLoading || data.isFetchingMore) && (
          <Center>
            <Spinner label={data.isLoading ? t('common.loading') : tg('list.loadingMore')} />
          </Center>
        )}
      </Body>
      {prompt}
    </>
  );
}

/** The name a list request searches, if any (recents and favourites take no name). */
function searchedName(request: ListRequest): string | undefined {
  return request.kind === 'hot' || request.kind === 'games' ? request.gameName || undefined : undefined;
}
