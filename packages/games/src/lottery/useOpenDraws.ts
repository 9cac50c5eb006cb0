import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { LotteryGame } from '@wl/api-client/protocol';
import { useOpenDrawsQuery } from './lotteryApi';
import { drawRefreshDelay } from '../model/lottery';

/**
 * The open draw of each game, asked on the member path for a member and the public one for a guest, and asked
 * again just after the first of them closes, so that a countdown that ends shows the next draw.
 */
export function useOpenDraws(games: readonly LotteryGame[] | undefined, member: string | undefined) {
  const gameCodes = games?.map((g) => g.gameCode).join(',');
  const draws = useOpenDrawsQuery(gameCodes ? { gameCodes, member } : skipToken);
  const { data, refetch, isUninitialized } = draws;
  useEffect(() => {
    if (!data || isUninitialized) return undefined;
    const delay = drawRefreshDelay(data.list, Date.now(), data.offsetMs);
    if (delay === undefined) return undefined;
    const timer = setTimeout(() => void refetch(), delay);
    return () => clearTimeout(timer);
  }, [data, refetch, isUninitialized]);
  return draws;
}
