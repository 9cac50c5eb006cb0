import styled from 'styled-components';

// The pieces of the agent's money forms (transfers, dividend payouts): what both draw the same way.

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

/** A form's column. */
export const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  min-width: 0;
`;

/** What stops an operation, above its button; what was typed stays. */
export const Alert = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** What an operation did (done, went through, not done), above its button. */
export const Notice = styled(Alert)`
  color: ${(p) => p.theme.color.text.primary};
`;
