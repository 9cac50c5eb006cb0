import styled from 'styled-components';

/**
 * A heading inside a screen (a card's, a section's, a step's): no margin, bold, at the `md` size (`$size="lg"` for a
 * profile's name or a greeting); a long word wraps. Choose the level with `as` (`h2` by default). A step's heading
 * that the page focuses (`tabIndex={-1}`) shows no focus ring: it is not a control.
 */
export const Heading = styled.h2<{ $size?: 'md' | 'lg' }>`
  margin: 0;
  font-size: ${(p) => p.theme.font.size[p.$size ?? 'md']};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
  &[tabindex='-1']:focus {
    outline: none;
  }
`;
