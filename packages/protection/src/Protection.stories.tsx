import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgeGate } from './layer/AgeGate';

/** Player protection's parts; its screen (responsible gaming) is in Screens/Protection (Screens.stories.tsx). */
const meta: Meta = { title: 'protection/Player protection' };
export default meta;

/** The age prompt of a first visit, full screen (the brand's minimum age and name). */
export const AgePrompt: StoryObj = {
  render: () => <AgeGate onConfirmed={() => undefined} onDeclined={() => undefined} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', {}, { timeout: 5000 })).toBeVisible();
  },
};
