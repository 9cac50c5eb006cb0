import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'ui-kit/ErrorState',
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
