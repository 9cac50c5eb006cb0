import styled from 'styled-components';
import { SelectLabel as WalletSelectLabel } from '../wallets/ui';

/** An amount green when gained, red when lost (its decimal string's sign). */
export const Signed = styled.span<{ $amount: string }>`
  color: ${(p) => (p.$amount.startsWith('-') ? p.theme.color.status.danger : /[1-9]/.test(p.$amount) ? p.theme.color.status.success : 'inherit')};
  font-variant-numeric: tabular-nums;
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
