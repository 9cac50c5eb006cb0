import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Prompt } from './Prompt';
import type { PromptProps } from './Prompt';

function PromptDemo(props: PromptProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open prompt</Button>
      <Prompt
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false);
          props.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          props.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui-kit/Prompt',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // a modal or a portal: each example in a frame of its own, not over the docs page
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          "A `Dialog` asking to confirm or cancel (log out, leave a form).\n\n**Do** phrase the title as the action and the buttons as verbs. **Don't** use it to show information only: use a `Dialog` or a toast.\n\n**Accessibility:** the question is the dialog's description, so it is read on opening; focus starts in the dialog and returns to the opener.",
      },
    },
  },
  component: Prompt,
  render: (args) => <PromptDemo {...args} />,
  args: {
    open: true,
    title: 'Log out',
    message: 'Are you sure you want to log out?',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Prompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Danger: Story = { args: { danger: true, title: 'Delete bank card', message: 'This card will be removed from your account.' } };

export const ConfirmOnly: Story = {
  args: { title: 'Notice', message: 'Your bonus has been credited.', confirmLabel: 'OK', cancelLabel: undefined },
};

export const ConfirmLoading: Story = { args: { confirmLoading: true } };
