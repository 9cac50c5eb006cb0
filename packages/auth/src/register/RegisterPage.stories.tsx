import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RegisterPage } from './RegisterPage';

const meta: Meta<typeof RegisterPage> = { title: 'auth/RegisterPage', component: RegisterPage };
export default meta;
type Story = StoryObj<typeof RegisterPage>;

/** The form from the demo platform's rule set (tabs as the brand enables them). */
export const Empty: Story = {};

/** Submitting empty: every required field says why and the first one gets the focus. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: /^(Register|Cadastrar|Đăng ký|注册)$/ }, { timeout: 5000 });
    await userEvent.click(submit);
    await expect(canvas.getAllByRole('textbox').some((input) => input.getAttribute('aria-invalid') === 'true')).toBe(true);
    await expect(canvasElement.ownerDocument.activeElement?.getAttribute('aria-invalid')).toBe('true');
  },
};
