import styled from 'styled-components';

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
    2 * ${(p) => p.theme.space['3']} + ${(p) => p.theme.space['1']} + 1.25 * ${(p) => p.theme.font.size.sm} + 1.25 * ${(p) => p.theme.font.size.xl} + 2px
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
    font-size: ${(p) => p.theme.font.size.xl};
    line-height: 1.25;
    font-weight: ${(p) => p.theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
