import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LotteryPage } from './LotteryPage';

const meta: Meta<typeof LotteryPage> = { title: 'games/LotteryPage', component: LotteryPage };
export default meta;

/** The lottery page for a guest on the demo platform: draw games with open draws and countdowns, then lobbies. */
export const FromDemoPlatform: StoryObj<typeof LotteryPage> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const draws = await canvas.findByRole('list', { name: 'Lottery: Draws' }, { timeout: 8000 });
    const keno = within(draws).getByRole('button', { name: 'Play Keno' });
    await expect(keno).toBeVisible();
    await expect(await within(keno).findByText(/^Draw \d{8}-\d{3}$/, {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Lobbies' }, { timeout: 8000 })).toBeVisible();
  },
};
