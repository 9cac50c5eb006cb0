import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta: Meta<typeof Pager> = { title: 'agent/Pager', component: Pager, args: { page: 1, totalPages: 3, onPage: fn() } };
export default meta;
type Story = StoryObj<typeof Pager>;

/** The first page: previous is disabled, next asks for page 2. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const [previous, next] = await within(canvasElement).findAllByRole('button');
    await expect(previous).toBeDisabled();
    await userEvent.click(next!);
    await expect(args.onPage).toHaveBeenCalledWith(2);
  },
};
export const LastPage: Story = { args: { page: 3 } };
