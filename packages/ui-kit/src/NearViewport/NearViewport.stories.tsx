import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NearViewport } from './NearViewport';

const meta = {
  title: 'ui-kit/NearViewport',
  component: NearViewport,
  args: { minHeight: '120px', children: <p>Rendered when its place is near the screen</p> },
} satisfies Meta<typeof NearViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the content renders as soon as the observer reports it. */
export const InView: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Rendered when its place is near the screen')).toBeVisible();
  },
};
