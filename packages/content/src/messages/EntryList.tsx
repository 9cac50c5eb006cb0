import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Badge } from '@wl/ui-kit';
import { unreadBadgeText } from './unread';

export const EntryList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  & > li + li {
    border-top: 1px solid ${(p) => p.theme.color.border.default};
  }
`;

const row = css`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  & > span:first-child {
    flex: 1;
  }
  &::after {
    content: '›';
    color: ${(p) => p.theme.color.text.muted};
    font-size: ${(p) => p.theme.font.size.lg};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: -2px;
  }
`;
const RowLink = styled(Link)`
  ${row}
`;
const RowAnchor = styled.a`
  ${row}
`;
const RowButton = styled.button`
  ${row}
`;

const Marker = styled.span`
  padding: 2px ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.status.danger};
  color: ${(p) => p.theme.color.status.onStatus};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

export interface EntryProps {
  label: string;
  /** unread count: a badge when logged in and non-zero */
  count?: number;
  countLabel?: string;
  loggedIn?: boolean;
  /** a short marker after the label (the live marker) */
  marker?: ReactNode;
  /** one of: an app route, an external URL (new tab), or an action */
  to?: string;
  href?: string;
  hrefLabel?: string;
  onPress?: () => void;
  disabled?: boolean;
}

/** One row of a menu list (message center, member centre): label, optional marker and unread badge, a chevron. */
export function Entry({ label, count, countLabel, loggedIn = false, marker, to, href, hrefLabel, onPress, disabled }: EntryProps) {
  const badge = unreadBadgeText(count, loggedIn) !== null ? <Badge count={count ?? 0} label={countLabel ?? ''} /> : null;
  const content = (
    <>
      <span>{label}</span>
      {marker && <Marker>{marker}</Marker>}
      {badge}
    </>
  );
  return (
    <li>
      {to !== undefined ? (
        <RowLink to={to}>{content}</RowLink>
      ) : href !== undefined ? (
        <RowAnchor href={href} target="_blank" rel="noopener noreferrer" aria-label={hrefLabel ? `${label} (${hrefLabel})` : undefined}>
          {content}
        </RowAnchor>
      ) : (
        <RowButton type="button" onClick={onPress} disabled={disabled}>
          {content}
        </RowButton>
      )}
    </li>
  );
}
