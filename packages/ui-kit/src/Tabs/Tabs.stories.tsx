import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabsProps } from './Tabs';

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <Tabs
        {...props}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onChange(id);
        }}
      />
      <div id={props.panelId} role="tabpanel" style={{ padding: 16 }}>
        Panel: {value}
      </div>
    </>
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A tab list with automatic activation (game types, report periods). Up to three tabs share the width and wrap long labels between words; more tabs keep one line each and the list scrolls.\n\n**Do** give the list a `label` and point `panelId` at the panel. **Don't** use tabs for navigation between pages.\n\n**Accessibility:** arrow keys, Home and End move focus and select; only the selected tab is in the Tab order.",
      },
    },
  },
  component: Tabs,
  render: (args) => <ControlledTabs {...args} />,
  args: {
    label: 'Game types',
    panelId: 'tabs-story-panel',
    value: 'slots',
    onChange: fn(),
    items: [
      { id: 'slots', label: 'Slots' },
      { id: 'live', label: 'Live' },
      { id: 'fish', label: 'Fishing' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }));
    await userEvent.keyboard('{ArrowRight}');
    const live = canvas.getByRole('tab', { name: 'Live' });
    await expect(live).toHaveFocus();
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('live');
  },
};

export const WithDisabled: Story = {
  args: {
    items: [
      { id: 'slots', label: 'Slots' },
      { id: 'live', label: 'Live', disabled: true },
      { id: 'fish', label: 'Fishing' },
    ],
  },
};

export const Scrolling: Story = {
  args: {
    items: ['Hot', 'Slots', 'Live casino', 'Fishing', 'Sports', 'Lottery', 'Cockfighting', 'Table games'].map((label) => ({
      id: label.toLowerCase(),
      label,
    })),
    value: 'hot',
  },
};
