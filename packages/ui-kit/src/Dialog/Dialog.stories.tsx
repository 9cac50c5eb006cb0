import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog';

/** Keeps `open` in state so closing works; a button opens it again. */
function DialogDemo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog {...props} open={open} onClose={close} footer={props.footer ?? <Button onClick={close}>OK</Button>} />
    </>
  );
}

const meta = {
  title: 'ui-kit/Dialog',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // a modal or a portal: each example in a frame of its own, not over the docs page
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          "A centred modal dialog over a mask, in a portal. Escape, the close button and a tap on the mask close it (the mask ignores taps for a moment after opening, so the tap that opened it never closes it).\n\n**Do** give it a title; pass `closeLabel` to show the close button. Use `Prompt` for a confirm/cancel question. **Don't** stack dialogs.\n\n**Accessibility:** `role=dialog`, `aria-modal`, named by its title; focus moves in and is trapped, and returns to the opener on close. A body that scrolls becomes focusable so the keyboard can scroll it.",
      },
    },
  },
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Announcement',
    children: 'Deposits via e-wallet are under maintenance from 02:00 to 04:00.',
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCloseButton: Story = { args: { closeLabel: 'Close' } };

export const MaskDoesNotClose: Story = { args: { closeOnMask: false, title: 'Terms updated' } };

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    closeLabel: 'Close',
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Clause {i + 1}: players must be 21 or older.</p>),
  },
  /** The body scrolls, so the keyboard can reach it (Tab) and scroll it (arrows, Page Down). */
  play: async () => {
    const body = (await screen.findByText('Clause 1: players must be 21 or older.')).parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

/** Short content fits: the body stays out of the Tab order. */
export const ShortContent: Story = {
  play: async () => {
    const body = (await screen.findByText(/under maintenance/)).closest('div')!;
    await expect(body).not.toHaveAttribute('tabindex');
  },
};

export const Closed: Story = { args: { open: false } };
