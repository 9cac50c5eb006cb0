import styled from 'styled-components';
import type { Theme } from '../tokens';

type Space = keyof Theme['space'];

/**
 * A column of parts with the token spacing between them (`$gap`, 2 by default). Any element: `<Stack as="form">`.
 * It may shrink below its content's width (a long word wraps instead of widening the page).
 */
export const Stack = styled.div<{ $gap?: Space }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space[p.$gap ?? '2']};
  min-width: 0;
`;

/** A row of parts that wraps onto more lines when they do not fit (at 320 px or at 200 % text). */
export const Row = styled.div<{ $gap?: Space; $align?: 'start' | 'center' | 'baseline' | 'end' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: ${(p) => p.$align ?? 'center'};
  gap: ${(p) => p.theme.space[p.$gap ?? '2']};
  min-width: 0;
`;
