import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/** The amount's size: the theme's largest, down to what thirteen digits and separators hold on a 320 px phone. */
const amountSize = (p: { theme: DefaultTheme }) => `min(${p.theme.font.size.xl}, 8.5vw)`;

/**
 * The jackpot counter's box. Its lines have fixed heights, so the empty box shown while the counter loads is
 * exactly as tall as the counter and nothing below it moves when it appears.
 */
export const JackpotFrame = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  min-height: calc(
    2 * ${(p) => p.theme.space['3']} + ${(p) => p.theme.space['1']} + 1.25 * ${(p) => p.theme.font.size.sm} + 1.25 * ${amountSize} + 2px
  );
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  border: 1px solid ${(p) => p.theme.color.border.default};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  h2 {
    color: ${(p) => p.theme.color.text.secondary};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    line-height: 1.25;
    font-weight: ${(p) => p.theme.font.weight.regular};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  output {
    max-width: 100%;
    font-size: ${amountSize};
    overflow-wrap: anywhere;
    line-height: 1.25;
    font-weight: ${(p) => p.theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
