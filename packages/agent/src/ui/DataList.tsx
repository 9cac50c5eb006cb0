import styled from 'styled-components';
import { compareAmounts } from '@wl/api-client';

/** Green for a gain, red for a loss (status tokens); `$value` is the amount's decimal string. */
export const Signed = styled.span<{ $value: string }>`
  color: ${(p) => {
    const sign = compareAmounts(p.$value, '0');
    return sign < 0 ? p.theme.color.status.danger : sign > 0 ? p.theme.color.status.success : 'inherit';
  }};
`;
