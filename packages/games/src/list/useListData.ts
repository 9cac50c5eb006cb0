import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import {
  GAME_LIST_PAGE_SIZE,
  useFavouritePagesInfiniteQuery,
  useGamePagesInfiniteQuery,
  useHotGamesQuery,
  useRecentPagesInfiniteQuery,
  type Game,
} from '../gamesApi';
import { filterHot, type ListRequest } from '../model/listMode';

export interface ListData {
  games: Game[];
  isLoading: boolean;
  isError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The games of a list request: hot games filtered locally (no call), or one of the paged platform lists (page
 * size 35, pages appended). A new request starts again at page 1. Member lists wait for a session.
 */
export function useListData(request: ListRequest, language: string, member: string | undefined): ListData {
  const hot = useHotGamesQuery(request.kind === 'hot' ? { language } : skipToken);
  const games = useGamePagesInfiniteQuery(request.kind === 'games' ? { ...withoutKind(request), pageSize: GAME_LIST_PAGE_SIZE, language } : skipToken);
  const memberFilter = (kind: 'fav' | 'recent') =>
    request.kind === kind && member ? { gameType: request.gameType, vendor: request.vendor, pageSize: GAME_LIST_PAGE_SIZE, language, member } : skipToken;
  const favourites = useFavouritePagesInfiniteQuery(memberFilter('fav'));
  const recents = useRecentPagesInfiniteQuery(memberFilter('recent'));

  const hotGames = useMemo(() => (request.kind === 'hot' ? filterHot(hot.data ?? [], request) : []), [hot.data, request]);
  if (request.kind === 'hot') {
    return {
      games: hotGames,
      isLoading: hot.isLoading,
      isError: hot.isError,
      hasMore: false,
      isFetchingMore: false,
      loadMore: noop,
      retry: () => void hot.refetch(),
    };
  }
  const paged = request.kind === 'games' ? games : request.kind === 'fav' ? favourites : recents;
  return {
    // currentData: a new request shows its own first page, never the previous list
    games: paged.currentData?.pages.flatMap((page) => page.games) ?? [],
    isLoading: !paged.currentData && !paged.isError,
    isError: paged.isError && !paged.currentData,
    hasMore: paged.hasNextPage,
    isFetchingMore: paged.isFetchingNextPage,
    loadMore: () => {
      if (paged.hasNextPage && !paged.isFetching) void paged.fetchNextPage();
    },
    retry: () => void paged.refetch(),
  };
}

const noop = () => undefined;

function withoutKind<T extends { kind: string }>({ kind: _kind, ...rest }: T): Omit<T, 'kind'> {
  return rest;
}
