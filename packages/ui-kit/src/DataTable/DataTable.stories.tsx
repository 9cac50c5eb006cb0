import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';

const meta = {
  title: 'ui-kit/DataTable',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A table of figures inside a card (reports, dividends): cells never wrap, and a table wider than its card scrolls within it, so the page never widens at 320 px.\n\n**Do** give it a `label`, put the row's name in the first column and pass amounts already formatted. **Don't** use it for layout or for a list of records a phone reads better as cards (use `RecordItem`).\n\n**Accessibility:** the scrolling region is named and focusable, so a keyboard or screen-reader user can reach and scroll it; headers use `scope`.",
      },
    },
  },
  component: DataTable,
  args: {
    label: 'Dividends by downline',
    children: (
      <>
        <thead>
          <tr>
            <th scope="col">Downline</th>
            <th scope="col">Team profit</th>
            <th scope="col">Dividend</th>
          </tr>
        </thead>
        <tbody>
          {[
            ['team20', '$ 201.46', '$ 20.14'],
            ['team21', '$ 324.91', '$ 32.49'],
            ['team22', '$ 12,448.36', '$ 1,244.83'],
          ].map(([account, profit, dividend]) => (
            <tr key={account}>
              <td>{account}</td>
              <td>{profit}</td>
              <td>{dividend}</td>
            </tr>
          ))}
        </tbody>
      </>
    ),
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Figures per row: the first column names the row, the figures align at the end and never wrap. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Dividends by downline' });
    await expect(within(region).getAllByRole('row')).toHaveLength(4);
  },
};

/** At 320 px and 200 % text a wide table scrolls inside its region; the page does not widen. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 200, fontSize: '200%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Dividends by downline' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // a region that scrolls is reachable by keyboard
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
