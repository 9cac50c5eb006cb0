import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NearViewport } from './NearViewport';

const meta = {
  title: 'ui-kit/NearViewport',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Renders its children once their place comes near the screen, keeping `minHeight` of space until then: the parts of a long page below the fold cost nothing while the page loads on a mid-range phone.\n\n**Do** give a `minHeight` close to the real height, so the page does not jump. **Don't** wrap what is on the first screen.\n\n**Accessibility:** content renders before it scrolls into view, so a screen reader reaching it finds it.",
      },
    },
  },
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
