import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { STORY_LOTTERY_GAMES } from './fixtures';
import { RecentLottery } from './RecentLottery';

const meta: Meta<typeof RecentLottery> = { title: 'games/RecentLottery', component: RecentLottery, args: { games: STORY_LOTTERY_GAMES, onPlay: fn() } };
export default meta;

/** A member's recently played lottery games, newest first; a tap launches one. */
export const Recent: StoryObj<typeof RecentLottery> = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Recently played' }, { timeout: 8000 });
    await expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keno', 'Fast 3', 'Mien Bac']);
    within(list).getByRole('button', { name: 'Play Fast 3' }).click();
    await expect(args.onPlay).toHaveBeenCalledWith(STORY_LOTTERY_GAMES[1]);
  },
};
