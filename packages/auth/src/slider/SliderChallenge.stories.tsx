import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SliderChallenge } from './SliderChallenge';

const meta: Meta<typeof SliderChallenge> = {
  title: 'auth/SliderChallenge',
  component: SliderChallenge,
  args: { open: true, onSolved: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof SliderChallenge>;

/** A challenge issued by the demo platform: background with a gap, the piece, the slider. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('slider', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** After the server refused the last answer. */
export const Failed: Story = { args: { failed: true } };
