import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client/protocol';
import { useTranslation } from '@wl/i18n';
import { EmptyState, ErrorState, GamepadIcon, PageState, Stack, theme } from '@wl/ui-kit';
import { GAME_LIST_PAGE_SIZE, useGameListQuery } from '../gamesApi';
import { useGameLanguage } from '../hooks/useGameLanguage';
import { useSessionFacts } from '../hooks/useSessionFacts';
import { Section } from '../hub/Section';
import { useLaunchGame } from '../launch/useLaunchGame';
import { launchableLottery, lotteryPageTypes, RECENT_LOTTERY_COUNT } from '../model/lottery';
import { GamePageHeader } from '../list/GamePageHeader';
import { LIST_TITLE } from '../list/pageTitles';
import { TileGrid } from '../ui/TileGrid';
import { DrawList } from './DrawList';
import { useLotteryMenuQuery, useRecentLotteryQuery } from './lotteryApi';
import { RecentLottery } from './RecentLottery';
import { useOpenDraws } from './useOpenDraws';

const Page = styled(Stack)`
  min-height: 100dvh;
  padding-bottom: calc(${theme.space['4']} + env(safe-area-inset-bottom));
`;

const Body = styled(Stack)`
  padding: 0 ${theme.space['3']};
`;

/**
 * The lottery pages (/m/lott and /m/lottery: lottery and e-lottery; /m/elott: e-lottery). A member's recently
 * played lottery games; each draw game of the lottery menu with its open draw and a countdown to its close,
 * asked again when a draw closes; then the vendors' lobbies. Tapping launches through the lottery routing.
 */
export function LotteryPage() {
  const location = useLocation();
  const { t } = useTranslation();
  const { t: tg } = useTranslation('games');
  const language = useGameLanguage();
  const { member } = useSessionFacts();
  const types = lotteryPageTypes(location.pathname);
  const menu = useLotteryMenuQuery({ language });
  const games = useMemo(() => menu.data?.filter((g) => types.includes(g.gameType)), [menu.data, types]);
  const draws = useOpenDraws(games, member);
  // guests never call the token calls: no recent row for them
  const recent = useRecentLotteryQuery(member ? { member, language } : skipToken);
  const lobbies = useGameListQuery({ gameType: types.join(','), pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE, language });
  const { launch, prompt } = useLaunchGame();
  const play = useCallback((game: LotteryGame) => launch(launchableLottery(game)), [launch]);

  const menuNodes = new Set(menu.data?.map((g) => g.nodeId));
  const lobbyGames = lobbies.data?.games.filter((g) => !menuNodes.has(g.nodeId));
  const recentGames = recent.data?.filter((g) => types.includes(g.gameType)).slice(0, RECENT_LOTTERY_COUNT);
  const title = t(LIST_TITLE[location.pathname.replace(/(?<!\/)\/+$/, '')] ?? 'titles.lott');

  return (
    <Page as="main" $gap="4">
      <GamePageHeader title={title} />
      <Body $gap="4">
        {recentGames && recentGames.length > 0 && (
          <Section title={tg('lottery.recent')}>
            <RecentLottery games={recentGames} onPlay={play} />
          </Section>
        )}
        <PageState
          size="section"
          deferred
          query={{ ...menu, data: games }}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={<GamepadIcon />} title={tg('lottery.empty')} description={tg('lottery.emptyHint')} />}
        >
          {(list) => (
            <>
              {draws.isError && <ErrorState title={tg('lottery.drawsFailed')} retryLabel={t('common.retry')} onRetry={() => void draws.refetch()} />}
              {types.map((type) => {
                const ofType = list.filter((g) => g.gameType === type);
                const heading = `${t(`home.categories.${type}`)}: ${tg('lottery.draws')}`;
                return (
                  ofType.length > 0 && (
                    <Section key={type} title={heading}>
                      <DrawList games={ofType} draws={draws.isError ? undefined : draws.data} onPlay={play} label={heading} />
                    </Section>
                  )
                );
              })}
            </>
          )}
        </PageState>
        {lobbyGames?.length !== 0 && (
          <Section title={tg('lottery.lobbies')}>
            <PageState size="section" deferred query={{ ...lobbies, data: lobbyGames }}>
              {(list) => <TileGrid games={list} onPlay={launch} label={tg('lottery.lobbies')} />}
            </PageState>
          </Section>
        )}
      </Body>
      {prompt}
    </Page>
  );
}
