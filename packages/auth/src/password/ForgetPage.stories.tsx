import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ForgetPage } from './ForgetPage';

const meta: Meta<typeof ForgetPage> = { title: 'auth/ForgetPage', component: ForgetPage };
export default meta;
type Story = StoryObj<typeof ForgetPage>;

/** Email retrieval (and phone where the brand turns CHNGPASSVERIF3 on). */
export const Empty: Story = {};

/** A bad email format gets in_email_incorrect and keeps what was typed. */
export const BadEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const emailTab = canvas.queryByRole('tab', { name: /Email|E-mail|邮箱/ });
    if (emailTab) await userEvent.click(emailTab);
    const email = await canvas.findByRole('textbox', { name: /Email|E-mail|电子邮箱/ }, { timeout: 5000 });
    await userEvent.type(email, 'player@nowhere');
    await userEvent.click(canvas.getByRole('button', { name: /Retrieve password|Recuperar senha|Lấy lại mật khẩu|找回密码/ }));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('player@nowhere');
  },
};
