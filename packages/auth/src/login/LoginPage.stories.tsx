import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta: Meta<typeof LoginPage> = { title: 'auth/LoginPage', component: LoginPage };
export default meta;
type Story = StoryObj<typeof LoginPage>;

export const Empty: Story = {};

/** A wrong password against the demo platform: the message shows and the input stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [username, password] = canvas.getAllByRole('textbox').concat(Array.from(canvasElement.querySelectorAll('input[type="password"]')));
    await userEvent.type(username!, 'demo');
    await userEvent.type(password!, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: /log in|entrar|đăng nhập|登录/i }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await expect(username).toHaveValue('demo');
  },
};
