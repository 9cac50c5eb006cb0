import styled from 'styled-components';
import { SelectLabel as WalletSelectLabel } from '../wallets/ui';

/** An amount green when gained, red when lost (its decimal string's sign). */
export const Signed = styled.span<{ $amount: string }>`
  color: ${(p) => (p.$amount.startsWith('-') ? p.theme.color.status.danger : /[1-9]/.test(p.$amount) ? p.theme.color.status.success : 'inherit')};
  font-variant-numeric: tabular-nums;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space['1']};
    min-width: 0;
  }
  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
`;

export { Select } from '../wallets/ui';

/** A labelled select of a column (the wallets' one grows in a row). */
export const SelectLabel = styled(WalletSelectLabel)`
  flex: none;
`;
