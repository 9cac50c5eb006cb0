import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from './DataTable';

const meta = {
  title: 'ui-kit/DataTable',
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
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
