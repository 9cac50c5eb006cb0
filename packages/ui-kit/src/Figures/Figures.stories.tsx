import type { Meta, StoryObj } from '@storybook/react-vite';
import { Figures } from './Figures';

const meta = {
  title: 'ui-kit/Figures',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Amounts with their labels, bold in tabular digits: `rows` (an operation: amount, fee, a ruled-off total with `data-total`), `inline` (a bet's stake and win), `grid` (a period's totals). For facts that are not amounts (a profile, a record's fields) use `FieldList`.\n\n**Do** write each pair as `<div><dt/><dd/></div>`, and mark a value that is text (a card's name) `data-text` so it may wrap. **Don't** style the values by hand.\n\n**Accessibility:** a definition list: each value is read with its label; name the list (`aria-label`) when it stands alone.",
      },
    },
  },
  component: Figures,
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A withdrawal's figures: the amount, the fee, what reaches the card as the total, the card. */
export const Rows: Story = {
  render: () => (
    <Figures aria-label="Withdrawal">
      <div>
        <dt>Amount</dt>
        <dd>$ 200.00</dd>
      </div>
      <div>
        <dt>Fee</dt>
        <dd>-$ 5.00</dd>
      </div>
      <div data-total>
        <dt>To your card</dt>
        <dd>$ 195.00</dd>
      </div>
      <div>
        <dt>Card</dt>
        <dd data-text>Banco Central do Brasil ···· 4321</dd>
      </div>
    </Figures>
  ),
};

/** A bet's stake and win, under its title. */
export const Inline: Story = {
  render: () => (
    <Figures $layout="inline" aria-label="Bet">
      <div>
        <dt>Stake</dt>
        <dd>$ 12.00</dd>
      </div>
      <div>
        <dt>Win</dt>
        <dd>$ 23.40</dd>
      </div>
    </Figures>
  ),
};

/** A period's totals, as many columns as fit. */
export const Grid: Story = {
  render: () => (
    <Figures $layout="grid" aria-label="Period">
      {['Deposits', 'Withdrawals', 'Bets', 'Profit / loss'].map((label, i) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>$ {(1234.5 * (i + 1)).toFixed(2)}</dd>
        </div>
      ))}
    </Figures>
  ),
};
