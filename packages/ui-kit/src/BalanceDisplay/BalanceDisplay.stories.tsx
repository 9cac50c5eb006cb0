import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BalanceDisplay } from './BalanceDisplay';
import type { BalanceDisplayProps } from './BalanceDisplay';

const meta = {
  title: 'ui-kit/BalanceDisplay',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The wallet balance with show/hide and refresh buttons. The amount is a decimal string formatted as it is (money never passes through a float); hidden, refreshing or unknown shows `******`.\n\n**Do** pass the brand's currency symbol and both button labels. **Don't** compute or round the amount before passing it.\n\n**Accessibility:** both buttons have names (`toggleLabel`, `refreshLabel`) and are 44 px touch targets; the toggle says whether it is pressed.",
      },
    },
  },
  component: BalanceDisplay,
  args: {
    amount: '1234.5',
    currencySymbol: '₱',
    hidden: false,
    refreshing: false,
    toggleLabel: 'Hide balance',
    refreshLabel: 'Refresh balance',
    onToggleHidden: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof BalanceDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {};

export const Hidden: Story = { args: { hidden: true } };

export const Refreshing: Story = { args: { refreshing: true } };

export const Unknown: Story = { args: { amount: null } };

function LiveBalance(props: BalanceDisplayProps) {
  const [hidden, setHidden] = useState(props.hidden);
  const [refreshing, setRefreshing] = useState(false);
  return (
    <BalanceDisplay
      {...props}
      hidden={hidden}
      refreshing={refreshing}
      onToggleHidden={() => setHidden(!hidden)}
      onRefresh={() => {
        setRefreshing(true);
        setTimeout(() => setRefreshing(false), 1500);
      }}
    />
  );
}

/** Toggle and refresh work; the digits are masked while hidden or refreshing. */
export const Interactive: Story = {
  render: (args) => <LiveBalance {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('₱ 1,234.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('₱ ******')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('₱ 1,234.50')).toBeVisible();
  },
};
