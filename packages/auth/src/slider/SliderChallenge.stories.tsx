import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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
    // the dialog fades in: visible once its opening has run (under load it can take a few frames more)
    const slider = await body.findByRole('slider', {}, { timeout: 5000 });
    await waitFor(() => expect(slider).toBeVisible(), { timeout: 5000 });
  },
};

/** After the server refused the last answer. */
export const Failed: Story = { args: { failed: true } };
