import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeCard } from './NoticeCard';

const meta: Meta<typeof NoticeCard> = {
  title: 'content/messages/NoticeCard',
  component: NoticeCard,
  args: {
    notice: {
      id: 7,
      title: 'Scheduled maintenance',
      startDate: new Date(2026, 10, 2, 9).getTime(),
      content: '<p>The lottery games pause from <b>02:00</b> to <b>04:00</b> for maintenance. Thank you for your patience, and good luck!</p>',
      read: false,
    },
    onRead: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof NoticeCard>;

export const Unread: Story = {};
export const Read: Story = { args: { notice: { ...meta.args!.notice!, read: true } } };

/** A tap expands the card and reports the notice read. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const head = within(canvasElement).getByRole('button', { name: 'Scheduled maintenance' });
    await userEvent.click(head);
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onRead).toHaveBeenCalledWith(7);
  },
};
