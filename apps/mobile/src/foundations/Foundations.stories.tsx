import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { showStoryColorMode } from '../app/StoryProviders';
import { ColoursPage, ElevationPage, IconsPage, LogosPage, RadiusPage, SpacingPage, TypographyPage, UI_KIT_ICONS } from './FoundationPages';

/**
 * The brand's foundations, generated from its token file for the toolbar's brand and mode (docs/storybook.md).
 * Nothing here is written by hand per brand: a token change shows on reload.
 */
const meta: Meta = {
  title: 'Foundations',
  parameters: {
    docs: { description: { component: 'Colours, type, spacing, radius, elevation, icons and logos of the toolbar brand, read from its tokens.' } },
  },
};
export default meta;
type Story = StoryObj;

const RATIO = /(?<!\d)\d{1,2}\.\d{2}:1 (AAA|AA|AA large|fails)/;

/** Every colour token with its value and its contrast against the background it is used on. */
export const Colours: Story = {
  render: () => <ColoursPage />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('listitem', { name: 'color.text.primary' });
    // the value comes from the brand's stylesheet, and the ratio is computed from it
    await waitFor(() => expect(within(row).getByText(/--color-text-primary: \S+/)).toBeVisible());
    await expect(within(row).getAllByText(RATIO).length).toBe(2);
    await expect(canvas.getByTestId('contrast-summary')).toHaveTextContent(/^(\d{1,3}) of \1 pairs meet their minimum\.$/);
    // each token's origin as the build made it from the brand's DTCG file: its type, file and path, and its aliases
    await expect(within(row).getByTestId('token-origin')).toHaveTextContent(/^color · brands\/\w+\/tokens\.json (dark|light)\.color\.text\.primary$/);
    if (globals.brand === undefined || globals.brand === 'default') {
      const focus = canvas.getByRole('listitem', { name: 'color.border.focus' });
      const chain = globals.mode === 'light' ? /^color · / : /^= \{color\.brand\.primary\} = \{palette\.gold\} · color · brands\/default\/tokens\.json dark\.color\.border\.focus$/;
      await expect(within(focus).getByTestId('token-origin')).toHaveTextContent(chain);
    }
    // the page follows the mode: the same token reads another value in the other mode
    const before = within(row).getByText(/--color-text-primary:/).textContent;
    const shown = globals.mode === 'light' ? 'light' : 'dark';
    showStoryColorMode(shown === 'dark' ? 'light' : 'dark');
    try {
      await waitFor(() => expect(within(row).getByText(/--color-text-primary:/).textContent).not.toBe(before));
    } finally {
      showStoryColorMode(shown);
    }
    await waitFor(() => expect(within(row).getByText(/--color-text-primary:/).textContent).toBe(before));
  },
};

/** The type scale in rem, with the pixels it makes at the current text size, and the weights. */
export const Typography: Story = {
  render: () => <TypographyPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const md = await canvas.findByRole('listitem', { name: 'font.size.md' });
    await waitFor(() => expect(md).toHaveTextContent(/font\.size\.md \d{1,2}(\.\d{1,4})?rem = \d{1,3}(\.\d{1,2})?px/));
  },
};

export const Spacing: Story = {
  render: () => <SpacingPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('listitem', { name: 'space.4' })).toHaveTextContent(/space\.4 \d{1,3}px/));
    await expect(canvas.getByRole('listitem', { name: 'size.touch' })).toHaveTextContent(/(?<!\d)\d{1,3}px/);
  },
};

export const Radius: Story = { render: () => <RadiusPage /> };

export const Elevation: Story = { render: () => <ElevationPage /> };

export const Icons: Story = {
  render: () => <IconsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(UI_KIT_ICONS.length).toBeGreaterThan(10);
    await expect(canvas.getByText('CloseIcon')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Brand icon' })).toBeVisible();
  },
};

export const Logos: Story = {
  render: () => <LogosPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/\(shown in this mode\)/)).toBeVisible();
  },
};
