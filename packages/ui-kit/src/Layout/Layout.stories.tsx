import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FieldList } from '../FieldList/FieldList';
import { Card, CardList, PageBody } from './Layout';

const meta = {
  title: 'ui-kit/Layout',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The screen's building blocks: `PageBody` (a screen's main column), `Card` (a raised surface for one topic), `CardList` and `RecordItem` (a list of records), `RecordHead` and `Muted`.\n\n**Do** name each `Card` (`aria-label` or `aria-labelledby`). **Don't** set colours or spacing by hand: these use the tokens.\n\n**Accessibility:** `PageBody` is the page's `main` landmark; cards are named sections.",
      },
    },
  },
  component: PageBody,
} satisfies Meta<typeof PageBody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen body with a card and a list of record cards. */
export const Page: Story = {
  render: () => (
    <PageBody>
      <Card aria-label="Profile">
        <strong>Demo Player</strong>
        <FieldList
          layout="rows"
          items={[
            { label: 'Account', value: 'demo' },
            { label: 'Member ID', value: '10000001' },
          ]}
        />
      </Card>
      <CardList aria-label="Downlines">
        {['team01', 'team02', 'team03'].map((account) => (
          <Card as="li" key={account} aria-label={account}>
            <strong>{account}</strong>
            <FieldList
              items={[
                { label: 'Balance', value: '1,250.00' },
                { label: 'Rebate', value: '1.5%' },
              ]}
            />
          </Card>
        ))}
      </CardList>
    </PageBody>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Downlines' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};
