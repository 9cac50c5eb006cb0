import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryGrid } from './CategoryGrid';

const meta: Meta<typeof CategoryGrid> = { title: 'games/CategoryGrid', component: CategoryGrid };
export default meta;

/** Categories in the platform's order, from the demo platform. */
export const FromDemoPlatform: StoryObj<typeof CategoryGrid> = {
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findAllByRole('link', {}, { timeout: 5000 });
    await expect(links.length).toBeGreaterThanOrEqual(8);
  },
};
