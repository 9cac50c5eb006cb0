import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GameListPage } from './GameListPage';

const meta: Meta<typeof GameListPage> = { title: 'games/GameListPage', component: GameListPage };
export default meta;

/** The slots list (the begin path's default) with its search, vendor menu, tabs and virtualised grid. */
export const Slots: StoryObj<typeof GameListPage> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', {}, { timeout: 8000 })).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Play / }, { timeout: 8000 })).length).toBeGreaterThan(0);
  },
};
