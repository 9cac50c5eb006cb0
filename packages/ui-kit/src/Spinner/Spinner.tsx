import styled, { keyframes } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Accessible name, e.g. the i18n "Loading". Without it the spinner is decorative (aria-hidden). */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const diameter = (theme: DefaultTheme, size: SpinnerSize): string =>
  ({ sm: '1em', md: theme.space['5'], lg: theme.space['6'] })[size];

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${(p) => diameter(p.theme, p.$size)};
  height: ${(p) => diameter(p.theme, p.$size)};
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  vertical-align: middle;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** A rotating ring in the current text colour. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  if (!label) return <Ring className={className} $size={size} aria-hidden="true" />;
  return (
    <Status className={className} role="status" aria-label={label}>
      <Ring $size={size} />
    </Status>
  );
}
