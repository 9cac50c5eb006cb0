import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { RankItem } from '@wl/api-client/protocol';
import { RankList } from './RankList';

/** Story data: a short ranking. */
const STORY_RANKING: RankItem[] = ['Fortune Dragon', 'Lucky Tiger Megaways', 'Golden Koi'].map((name, index) => ({
  rank: index + 1,
  players: 3_400 - index * 600,
  game: { gameId: `rng-pg-00${index + 1}`, gameName: name, gameType: 'RNG', vassalage: 'PG', nodeId: `10000${index + 1}`, supportPlay: true },
}));

const meta: Meta<typeof RankList> = { title: 'games/RankList', component: RankList, args: { items: STORY_RANKING, label: 'Top games', onPlay: fn() } };
export default meta;

/** The ranking row of the hot games page: place, icon, name and players; a tap launches. */
export const Ranking: StoryObj<typeof RankList> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: 'No. 1: Play Fortune Dragon' }, { timeout: 8000 });
    await expect(within(first).getByText('3400 players')).toBeVisible();
    first.click();
    await expect(args.onPlay).toHaveBeenCalledWith(STORY_RANKING[0]!.game);
  },
};
