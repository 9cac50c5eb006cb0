import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomePage } from './HomePage';
import { UnavailablePage } from './UnavailablePage';

const meta: Meta = { title: 'app/Pages' };
export default meta;

/** Home with banners, ticker, jackpot and the game area from the demo platform (MSW in the browser). */
export const Home: StoryObj = {
  render: () => <HomePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/m/notice?index=0'), { timeout: 8000 });
    await waitFor(() => expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/m/slot-games'), { timeout: 8000 });
  },
};

/** A route whose screen this merchant does not offer yet. */
export const NotAvailable: StoryObj = { render: () => <UnavailablePage /> };
