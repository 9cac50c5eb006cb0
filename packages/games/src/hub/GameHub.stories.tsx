import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withGameTile } from '../ui/withGameTile';
import { GameHub } from './GameHub';

const meta: Meta<typeof GameHub> = { title: 'games/GameHub', component: GameHub };
export default meta;
type Story = StoryObj<typeof GameHub>;

/** HOME: the category tiles and the home game area (strips, vendor tiles), from the demo platform. */
const home: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  // HOME, HOT and FAV show at once; the vendor categories follow from the demo platform
  await waitFor(() => expect(canvas.getAllByRole('tab').length).toBeGreaterThanOrEqual(8), { timeout: 8000 });
  await expect((await canvas.findAllByRole('button', { name: /^Play / }, { timeout: 8000 })).length).toBeGreaterThan(0);
};

/** Selecting HOT shows the first 15 hot games; each card (not icon) is described by its vendor's name. */
const hot =
  (described: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, tab] = await canvas.findAllByRole('tab', {}, { timeout: 8000 });
    await userEvent.click(tab!);
    const panel = await canvas.findByRole('tabpanel');
    const games = await within(panel).findAllByRole('button', { name: /^Play / }, { timeout: 8000 });
    await expect(games).toHaveLength(15);
    await waitFor(() => expect(games.every((game) => game.hasAttribute('aria-describedby'))).toBe(described));
  };

/** HOME with the `icon` game tile: strips of three square icons. */
export const HomeIcons: Story = { decorators: [withGameTile('icon')], play: home };

/** HOME with the `card` game tile: strips of two cards (image, name, vendor). */
export const HomeCards: Story = { decorators: [withGameTile('card')], play: home };

/** HOT with the `icon` game tile: three icons a row. */
export const HotIcons: Story = { decorators: [withGameTile('icon')], play: hot(false) };

/** HOT with the `card` game tile: one or two cards a row, each with the game's image, its name and its vendor. */
export const HotCards: Story = { decorators: [withGameTile('card')], play: hot(true) };
