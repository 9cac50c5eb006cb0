import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'ui-kit/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The action button in four variants (`primary` for the one main action of a screen, `secondary`, `ghost` for low-emphasis links-as-buttons, `danger` for destructive actions) and three sizes. `loading` shows a spinner, sets `aria-busy` and ignores taps, so a payment is never sent twice.\n\n**Do** keep one primary button per screen and use `type="submit"` in forms. **Don\'t** put a button\'s only meaning in an icon without an accessible name.\n\n**Accessibility:** at least 44 px high (`size.touch`), a visible focus ring (`border.focus`), disabled buttons keep readable text.',
      },
    },
  },
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Log out' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Block: Story = { args: { block: true, size: 'lg', children: 'Login' } };

export const Loading: Story = {
  args: { loading: true, block: true, children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };
