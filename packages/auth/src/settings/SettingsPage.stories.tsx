import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeadIcon } from './HeadIcon';
import { SettingsPage } from './SettingsPage';

const meta: Meta<typeof SettingsPage> = { title: 'auth/SettingsPage', component: SettingsPage };
export default meta;
type Story = StoryObj<typeof SettingsPage>;

/** A guest: change password leads to login, no sign out. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Change password|Alterar senha|Đổi mật khẩu|修改密码/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/m/login',
    );
  },
};

/** The avatars of the head icon picker (PROFPIC3), blank first. */
export const HeadIcons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 16 }}>
      {Array.from({ length: 9 }, (_, i) => (
        <HeadIcon key={i} icon={i} />
      ))}
    </div>
  ),
};
