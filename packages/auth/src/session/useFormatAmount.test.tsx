import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testBrand } from '../testing';
import { useFormatAmount } from './useFormatAmount';

function Amount({ amount, symbol }: { amount: string; symbol: string }) {
  return <output data-testid="amount">{useFormatAmount()(amount, symbol)}</output>;
}

describe('useFormatAmount', () => {
  it("writes amounts with the merchant's currency's decimals: none for the dong, two for the dollar", async () => {
    const dong = await renderApp(<Amount amount="80.00" symbol="₫" />, { brand: testBrand({ currency: 'VND' }) });
    expect(screen.getByTestId('amount')).toHaveTextContent(/^₫\s80$/);
    dong.unmount();
    await renderApp(<Amount amount="80" symbol="$" />, { brand: testBrand({ currency: 'USD' }) });
    expect(screen.getByTestId('amount')).toHaveTextContent(/^\$\s80\.00$/);
  });

  it("gives a guest's amounts the symbol of the brand's currency (a guest has no wallet)", async () => {
    function GuestAmount() {
      return <output data-testid="amount">{useFormatAmount()('8.88')}</output>;
    }
    await renderApp(<GuestAmount />, { brand: testBrand({ currency: 'BRL' }) });
    expect(screen.getByTestId('amount')).toHaveTextContent(/^R\$\s8\.88$/);
  });

  it('writes two decimals when the brand names no currency (spec 000: balance 2 decimals)', async () => {
    await renderApp(<Amount amount="1234.5" symbol="R$" />, { brand: testBrand({ currency: undefined }) });
    expect(screen.getByTestId('amount')).toHaveTextContent(/^R\$\s1,234\.50$/);
  });
});
