import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GameHub } from './GameHub';

const meta: Meta<typeof GameHub> = { title: 'games/GameHub', component: GameHub };
export default meta;
type Story = StoryObj<typeof GameHub>;

/** HOME: the category tiles and the home game area (strips, vendor tiles), from the demo platform. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // HOME, HOT and FAV show at once; the vendor categories follow from the demo platform
    await waitFor(() => expect(canvas.getAllByRole('tab').length).toBeGreaterThanOrEqual(8), { timeout: 8000 });
    await expect((await canvas.findAllByRole('button', { name: /^Play / }, { timeout: 8000 })).length).toBeGreaterThan(0);
  },
};

/** Selecting HOT shows the first 15 hot games. */
export const Hot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, hot] = await canvas.findAllByRole('tab', {}, { timeout: 8000 });
    await userEvent.click(hot!);
    const panel = await canvas.findByRole('tabpanel');
    await expect(await within(panel).findAllByRole('button', { name: /^Play / }, { timeout: 8000 })).toHaveLength(15);
  },
};
