import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoSignInDialog } from './DemoSignInDialog';

const meta: Meta<typeof DemoSignInDialog> = {
  title: 'auth/DemoSignInDialog',
  component: DemoSignInDialog,
  args: { channel: 'facebook', onChoose: fn(), onClose: fn() },
};
export default meta;
type Story = StoryObj<typeof DemoSignInDialog>;

/** The demo identity provider's sign-in for Facebook: the account to sign in with. */
export const Facebook: Story = {};

/** A bad email stays in the field with the message; nothing is chosen. */
export const BadEmail: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    const email = within(dialog).getByDisplayValue('player@facebook.example');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await expect(email).toHaveValue('not-an-email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};
