import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldList } from './FieldList';

const meta = {
  title: 'ui-kit/FieldList',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Labelled values (a record's figures, a profile): a definition list, a term and its value per item, as a grid or as rows.\n\n**Do** name the list (`aria-label`) when several sit on one screen. **Don't** use it for editable fields.\n\n**Accessibility:** a real `dl`, so each value is read with its label; values may wrap at 200 % text.",
      },
    },
  },
  component: FieldList,
  args: {
    'aria-label': 'Team profit and loss',
    items: [
      { label: 'Bet amount', value: '12,480.00' },
      { label: 'Win / loss', value: '-1,204.50' },
      { label: 'Rebate', value: '187.20' },
    ],
  },
} satisfies Meta<typeof FieldList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records: each value under its label, as many columns as fit. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Team profit and loss');
    await expect(within(list).getAllByRole('term')).toHaveLength(3);
  },
};

/** A profile: label and value side by side. */
export const Rows: Story = {
  args: {
    'aria-label': 'Profile',
    layout: 'rows',
    items: [
      { label: 'Account', value: 'demo' },
      { label: 'Member ID', value: '10000001' },
      { label: 'VIP', value: 'Gold' },
    ],
  },
};
