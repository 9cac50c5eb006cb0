import styled from 'styled-components';

/** Green for a gain, red for a loss (status tokens). */
export const Signed = styled.span<{ $value: number }>`
  color: ${(p) => (p.$value < 0 ? p.theme.color.status.danger : p.$value > 0 ? p.theme.color.status.success : 'inherit')};
`;
