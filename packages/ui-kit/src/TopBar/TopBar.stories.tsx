import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { TopBar } from './TopBar';

const meta = {
  title: 'ui-kit/TopBar',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The sticky page header: back button, start slot, centred title, end slot. A title that does not fit takes two lines rather than losing its end.\n\n**Do** pass `backLabel` with `onBack`. **Don't** put more than one action in each slot.\n\n**Accessibility:** the title is the page's heading; the back button is named and a 44 px target.",
      },
    },
  },
  component: TopBar,
  args: { title: 'Deposit' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBack: Story = { args: { onBack: fn(), backLabel: 'Back' } };

export const WithSlots: Story = {
  args: {
    title: 'Home',
    end: (
      <Button size="sm" variant="secondary">
        Login
      </Button>
    ),
  },
};

export const LongTitle: Story = {
  args: { onBack: fn(), backLabel: 'Back', title: 'Transaction records and betting history for this month' },
};

/** The bar stays at the top while the page scrolls. */
export const Sticky: Story = {
  args: { onBack: fn(), backLabel: 'Back' },
  render: (args) => (
    <div>
      <TopBar {...args} />
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i} style={{ padding: '0 16px' }}>
          Row {i + 1}
        </p>
      ))}
    </div>
  ),
};
