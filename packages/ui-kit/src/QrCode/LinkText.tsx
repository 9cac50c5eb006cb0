import styled from 'styled-components';

/**
 * A link shown as text beside its QR code: selectable whole (press and hold copies it where the clipboard is
 * refused), wrapped anywhere, on the sunken surface. An `<output>`: give it the label of what it shows.
 */
export const LinkText = styled.output`
  display: block;
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
  user-select: all;
`;
