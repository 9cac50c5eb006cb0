import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta: Meta<typeof LoginPage> = { title: 'auth/LoginPage', component: LoginPage };
export default meta;
type Story = StoryObj<typeof LoginPage>;

const passwordOf = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name="password"]')!;

export const Empty: Story = {};

/** A wrong password against the demo platform: the message shows and the input stays. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: /Username|Usuário|Tên đăng nhập|用户名/ }, { timeout: 5000 });
    await userEvent.type(username, 'demo');
    await userEvent.type(passwordOf(canvasElement), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: /^(Log in|Entrar|Đăng nhập|登录)$/ }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeVisible();
    await expect(username).toHaveValue('demo');
  },
};

/** Two failed logins: the platform asks for the captcha, and its image shows. */
export const CaptchaAfterFailures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByRole('textbox', { name: /Username|Usuário|Tên đăng nhập|用户名/ }, { timeout: 5000 });
    await userEvent.type(username, `story${Date.now() % 100000}`);
    for (const attempt of ['wrong-one', 'wrong-two']) {
      await userEvent.clear(passwordOf(canvasElement));
      await userEvent.type(passwordOf(canvasElement), attempt);
      await userEvent.click(canvas.getByRole('button', { name: /^(Log in|Entrar|Đăng nhập|登录)$/ }));
      await canvas.findByRole('alert', {}, { timeout: 5000 });
    }
    await expect(await canvas.findByRole('textbox', { name: /Captcha|Código de verificação|Mã xác minh|验证码/ }, { timeout: 5000 })).toBeVisible();
  },
};
