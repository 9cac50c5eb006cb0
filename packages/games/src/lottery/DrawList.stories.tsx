import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DrawList } from './DrawList';
import { STORY_LOTTERY_GAMES, storyDraws } from './fixtures';

const meta: Meta<typeof DrawList> = {
  title: 'games/DrawList',
  component: DrawList,
  args: { games: STORY_LOTTERY_GAMES, label: 'Draws', onPlay: fn() },
};
export default meta;

/** Each game with its open draw and the countdown to its close; Fast 3 is about to close. */
export const WithDraws: StoryObj<typeof DrawList> = {
  args: { draws: storyDraws() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const keno = await canvas.findByRole('button', { name: 'Play Keno' }, { timeout: 8000 });
    await expect(keno).toHaveAccessibleDescription(/^Draw 20261122-045 Closes in 0[23]:\d\d$/);
    await expect(canvas.getByRole('button', { name: 'Play Mien Bac' })).toHaveAccessibleDescription(/Closes in [45]:\d\d:\d\d$/);
    keno.click();
    await expect(args.onPlay).toHaveBeenCalledWith(STORY_LOTTERY_GAMES[0]);
  },
};

/** While the draws load (or after they failed): the games without draw numbers. */
export const WithoutDraws: StoryObj<typeof DrawList> = {
  args: { draws: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Play Keno' }, { timeout: 8000 })).not.toHaveAccessibleDescription();
  },
};
