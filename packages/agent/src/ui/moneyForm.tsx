import styled from 'styled-components';
import { WITHDRAWAL_PASSWORD } from '@wl/api-client/catalogue';

// The pieces of the agent's money forms (transfers, dividend payouts): what both draw the same way.

/** A withdrawal password as the platform takes it: six digits. */
export const isWithdrawalPassword = (value: string | undefined): boolean => WITHDRAWAL_PASSWORD.test(value ?? '');

/** Figures of an operation (balance, total, period): label and value on a line, the value at the end. */
export const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space['2']};
  }
  dt {
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0 0 0 auto;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;
