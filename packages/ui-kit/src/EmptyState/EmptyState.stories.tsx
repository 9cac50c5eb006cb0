import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const InboxIcon = () => (
  <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true">
    <path d="M22 12h-6l-2 3h-4l-2-3H2" />
    <path d="M5.45 5.11L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </svg>
);

const meta = {
  title: 'ui-kit/EmptyState',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Shown in place of a list or page that has nothing to show (decision 066): an icon, a title, an optional description and action.\n\n**Do** say what will appear and, where there is one, how to get it (an action). **Don't** use it for a failure: use `ErrorState` (or `PageState`, which picks the right one).\n\n**Accessibility:** the icon is decorative; the title is text, not an image.",
      },
    },
  },
  component: EmptyState,
  args: { icon: <InboxIcon />, title: 'No records yet', description: 'Your betting records will appear here.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = { args: { action: <Button onClick={fn()}>Play now</Button> } };

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, title: 'Nothing here' } };
