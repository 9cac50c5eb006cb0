import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeForm } from './DateRangeForm';

const meta: Meta<typeof DateRangeForm> = {
  title: 'auth/DateRangeForm',
  component: DateRangeForm,
  args: { value: { startDate: '2026-11-01', endDate: '2026-11-07' }, onApply: fn() },
};
export default meta;
type Story = StoryObj<typeof DateRangeForm>;

/** Two days typed as the brand writes them (MM/DD/YYYY by default), as in the agent's reports. */
export const Default: Story = {};

/** With the presets and the longest period, as in the records. */
export const WithPresets: Story = { args: { presets: true, maxDays: 93 } };

/** A start after the end is refused at the end day, what was typed stays, and nothing is applied. */
export const ReversedRange: Story = {
  args: { value: { startDate: '2026-11-09', endDate: '2026-11-07' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('The start date must not be after the end date.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('11/07/2026');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
