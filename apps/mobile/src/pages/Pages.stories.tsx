import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomePage } from './HomePage';
import { UnavailablePage } from './UnavailablePage';

const meta: Meta = { title: 'app/Pages' };
export default meta;

/** Home with game categories from the demo platform (MSW in the browser). */
export const Home: StoryObj = {
  render: () => <HomePage />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findAllByRole('link', {}, { timeout: 5000 });
    await expect(link.map((a) => a.getAttribute('href'))).toContain('/m/slot-games');
  },
};

/** A route whose screen this merchant does not offer yet. */
export const NotAvailable: StoryObj = { render: () => <UnavailablePage /> };
