import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withGameTile } from '../ui/withGameTile';
import { GameListPage } from './GameListPage';

const meta: Meta<typeof GameListPage> = { title: 'games/GameListPage', component: GameListPage };
export default meta;
type Story = StoryObj<typeof GameListPage>;

/** The slots list (the begin path's default) with its search, vendor menu, tabs and virtualised grid. */
const slots: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('searchbox', {}, { timeout: 8000 })).toBeVisible();
  await expect((await canvas.findAllByRole('button', { name: /^Play / }, { timeout: 8000 })).length).toBeGreaterThan(0);
};

/** The `icon` game tile: rows of three square icons with the game's name. */
export const SlotsIcons: Story = { decorators: [withGameTile('icon')], play: slots };

/** The `card` game tile: rows of two cards (one when narrow or at a large text size) with the image, name and vendor. */
export const SlotsCards: Story = { decorators: [withGameTile('card')], play: slots };
