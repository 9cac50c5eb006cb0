import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Drawer } from './Drawer';
import type { DrawerProps } from './Drawer';

function DrawerDemo(props: DrawerProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const menu = (
  <nav style={{ display: 'grid', padding: 16, gap: 8 }}>
    {['Promotions', 'VIP', 'Invite friends', 'Customer service', 'Settings'].map((item) => (
      <a key={item} href="#menu" style={{ minHeight: 44, display: 'flex', alignItems: 'center' }}>
        {item}
      </a>
    ))}
  </nav>
);

const meta = {
  title: 'ui-kit/Drawer',
  tags: ['autodocs'],
  parameters: {
    docs: {
      // a modal or a portal: each example in a frame of its own, not over the docs page
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          "A full-height side sheet over a mask (the main menu). Closes on Escape and on a mask tap.\n\n**Do** name it with `label`. **Don't** use it for a form or a confirmation: use a page or a `Dialog`.\n\n**Accessibility:** a named modal dialog: focus is trapped inside and returns to the opener on close; the page does not scroll under it.",
      },
    },
  },
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  args: { open: true, onClose: fn(), label: 'Main menu', children: menu },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Left: Story = {};

export const Right: Story = { args: { side: 'right' } };

export const Closed: Story = { args: { open: false } };
