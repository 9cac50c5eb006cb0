import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'ui-kit/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A rotating ring in the current text colour, for short waits inside a control or a section (`PageState` uses it for a page).\n\n**Do** give a `label` when it is the only sign of loading; leave it out when a button already says it is busy. **Don't** show it for more than a few seconds without text.\n\n**Accessibility:** `role=status` with its label; stops rotating under reduced motion.",
      },
    },
  },
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
};

/** Without a label the spinner is decorative (hidden from screen readers). */
export const Decorative: Story = { args: { label: undefined } };
