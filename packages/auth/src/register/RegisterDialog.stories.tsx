import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RegisterDialog } from './RegisterDialog';

const meta: Meta<typeof RegisterDialog> = {
  title: 'auth/RegisterDialog',
  component: RegisterDialog,
  args: { onEvent: () => undefined },
};
export default meta;
type Story = StoryObj<typeof RegisterDialog>;

/** `shown`: the registration form in a dialog, opened from the login modal. */
export const Shown: Story = {
  args: { state: 'shown' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(dialog).findByRole('checkbox', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** `success`: the confirmation shown for a second before the dialog hides. */
export const Success: Story = {
  args: { state: 'success' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 5000 });
    // the confirmation text, in the toolbar's language
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(/\S/);
  },
};
