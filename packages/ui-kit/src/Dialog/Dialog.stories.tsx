import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
};

export const Closed: Story = { args: { open: false } };
