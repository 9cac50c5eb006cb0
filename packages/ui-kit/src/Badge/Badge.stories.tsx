import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconButton } from '../shared/IconButton';
import { Badge } from './Badge';

const BellIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0" />
  </svg>
);

const meta = {
  title: 'ui-kit/Badge',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A count bubble on an icon or menu entry (unread messages, new promotions). It renders nothing at 0 and shows `99+` above `max`.\n\n**Do** give `label` the full sentence a screen reader should say ("3 unread messages"); the bubble\'s digits are hidden from it. **Don\'t** use it for status words or amounts: use text.\n\n**Accessibility:** the label is read with the thing it sits on; colours are `badge.bg` and `badge.text` (see Foundations / Colours for their contrast).',
      },
    },
  },
  component: Badge,
  args: { count: 3, label: '3 unread messages' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standalone: Story = {};

export const OnIcon: Story = {
  args: {
    children: (
      <IconButton aria-label="Messages">
        <BellIcon />
      </IconButton>
    ),
  },
};

export const Overflow: Story = {
  args: { count: 120, label: '120 unread messages', children: OnIcon.args?.children },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '120 unread messages' })).toHaveTextContent('99+');
  },
};

export const CustomMax: Story = { args: { count: 12, max: 9, label: '12 unread messages' } };

/** At 0 the badge disappears and only the icon stays. */
export const Zero: Story = { args: { count: 0, label: 'No unread messages', children: OnIcon.args?.children } };
