import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MessageCenterPage } from './MessageCenterPage';

const meta: Meta<typeof MessageCenterPage> = { title: 'content/messages/MessageCenterPage', component: MessageCenterPage };
export default meta;
type Story = StoryObj<typeof MessageCenterPage>;

/** A guest's message center: the entries without badges (live chat only in brands with CBS3). */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Inbox|Caixa|Hộp thư|站内信/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /unread|não lidas|chưa đọc|未读/ })).toBeNull();
  },
};
