import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeForm } from './DateRangeForm';

const meta: Meta<typeof DateRangeForm> = {
  title: 'agent/DateRangeForm',
  component: DateRangeForm,
  args: { value: { startDate: '2026-11-01', endDate: '2026-11-07' }, onApply: fn() },
};
export default meta;
type Story = StoryObj<typeof DateRangeForm>;

export const Default: Story = {};

/** A start after the end is refused with a message and nothing is applied. */
export const ReversedRange: Story = {
  args: { value: { startDate: '2026-11-09', endDate: '2026-11-07' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button'));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
