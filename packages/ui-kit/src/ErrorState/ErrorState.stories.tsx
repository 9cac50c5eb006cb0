import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'ui-kit/ErrorState',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Shown in place of content that failed to load, with an optional retry button.\n\n**Do** say what failed and what to do; give `onRetry` and `retryLabel` when trying again can help. **Don't** show raw error codes.\n\n**Accessibility:** announced to screen readers (`role=alert`); the retry button shows `retrying` as busy.",
      },
    },
  },
  component: ErrorState,
  args: {
    title: 'Could not load games',
    description: 'Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Retrying: Story = { args: { retrying: true } };

export const WithoutRetry: Story = { args: { onRetry: undefined } };
