import styled from 'styled-components';

/**
 * Figures as tiles (the agent home's team counters, the income): each `<div>` a tile with its label (`dt`), its
 * figure (`dd`) and an optional note (a second `dd`); side by side, one under the other when they do not fit (a
 * narrow phone, a large text size).
 */
export const Tiles = styled.dl<{ $figure?: 'lg' | 'xl' }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  & > div {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space['1']};
    padding: ${(p) => p.theme.space['2']};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.bg.sunken};
  }
  & dt {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-size: ${(p) => p.theme.font.size[p.$figure ?? 'lg']};
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
  & dd + dd {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: ${(p) => p.theme.font.weight.regular};
  }
`;
