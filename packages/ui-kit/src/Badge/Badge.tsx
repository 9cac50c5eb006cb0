import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What a badge shows: null for nothing (0, negative, not a number), `max+` above `max`, else the count. */
export function formatBadgeCount(count: number, max: number = 99): string | null {
  if (!Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > max ? `${max}+` : String(whole);
}

export interface BadgeProps {
  count: number;
  /** Counts above this show as `max+`. Default 99. */
  max?: number;
  /** Accessible text, e.g. the i18n "3 unread messages". */
  label: string;
  /** Element the badge sits on (top-right corner). Without children the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Count = styled.span<{ $attached: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.6em;
  height: 1.6em;
  padding: 0 0.4em;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.badge.bg};
  color: ${(p) => p.theme.color.badge.text};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  ${(p) =>
    p.$attached &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(40%, -40%);
      pointer-events: none;
    `}
`;

/** A count bubble. Renders nothing (or just its children) when the count is 0 or less. */
export function Badge({ count, max = 99, label, children, className }: BadgeProps) {
  const text = formatBadgeCount(count, max);
  const attached = children !== undefined && children !== null;
  const bubble = text === null ? null : (
    <Count className={className} $attached={attached} role="img" aria-label={label}>
      {text}
    </Count>
  );
  if (!attached) return bubble;
  return (
    <Anchor>
      {children}
      {bubble}
    </Anchor>
  );
}
