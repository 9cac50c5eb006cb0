import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

/** The site's one error screen: a screen that did not load or render, any error of the app (brand, mode, locale: toolbar). */
const meta: Meta<typeof ErrorScreen> = {
  title: 'app/ErrorScreen',
  component: ErrorScreen,
  args: { onRetry: fn(), onHome: fn(), retrying: false },
};
export default meta;
type Story = StoryObj<typeof ErrorScreen>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const [retry, home] = canvas.getAllByRole('button');
    await userEvent.click(retry!);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(home!);
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

/** Retry under way: its button is busy. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveAttribute('aria-busy', 'true');
  },
};
