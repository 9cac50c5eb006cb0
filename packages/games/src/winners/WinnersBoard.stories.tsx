import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WinnersBoard } from './WinnersBoard';

const meta: Meta<typeof WinnersBoard> = { title: 'games/WinnersBoard', component: WinnersBoard };
export default meta;

/** 20 winners from the demo platform, largest first, scrolling by itself. */
export const FromDemoPlatform: StoryObj<typeof WinnersBoard> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem', {}, { timeout: 8000 })).toHaveLength(20);
  },
};
