import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState, ErrorState, IconButton, Spinner } from '@wl/ui-kit';
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
import { LIST_TITLE } from './pageTitles';
import { SearchBox } from './SearchBox';
import { useListData } from './useListData';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  min-height: 100dvh;
  padding-bottom: env(safe-area-inset-bottom);
`;

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
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

  // recent games and favourites need a session (spec 001 section 4)
  const needsLogin = (request.kind === 'fav' || request.kind === 'recent') && !member;
  useEffect(() => {
    if (needsLogin) goToLogin();
  }, [needsLogin, goToLogin]);

  const search = useCallback((gameName: string) => dispatch({ type: 'search', gameName }), []);
  const { vendors, classifies } = pageVendors(vendorTypes.data, state.gameType, state.vendor);
  const classifyOptions: ClassifyOption[] = [{ key: CLASSIFY.all, label: tg('list.all') }, { key: CLASSIFY.new, label: tg('list.new') }, ...classifies];
  const plain = begin.kind === 'category';
  const favouriteTab = begin.kind === 'inHouse' ? 'fav' : 'hot';
  const title = t(LIST_TITLE[location.pathname.replace(/\/+$/, '')] ?? `home.categories.${(state.gameType.split(',')[0] || 'RNG') as 'RNG'}`);

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
          {plain && <SearchBox onSearch={search} />}
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
      <ListResults request={request} language={language} member={member} label={title} />
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
function ListResults({ request, language, member, label }: { request: ListRequest; language: string; member: string | undefined; label: string }) {
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const data = useListData(request, language, member);
  const { favourites, toggle } = useFavourites();
  const { launch, prompt } = useLaunchGame();
  return (
    <>
      <Body aria-busy={data.isLoading}>
        {data.isError ? (
          <ErrorState title={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={data.retry} />
        ) : !data.isLoading && data.games.length === 0 ? (
          <EmptyState title={tg('list.empty')} description={tg('list.emptyHint')} />
        ) : (
          // mounted while the first page loads: it learns its place on the page then, not when the games arrive
          <VirtualGameGrid
            key={JSON.stringify(request)}
            label={label}
            games={data.games}
            onPlay={launch}
            onToggleFavourite={toggle}
            favourites={favourites}
            hasMore={data.hasMore}
            onLoadMore={data.loadMore}
          />
        )}
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
