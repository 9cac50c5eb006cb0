import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronLeftIcon } from '../shared/icons';
import { IconButton } from '../shared/IconButton';
import { headerSurface } from '../shared/styles';

type BackProps =
  | { /** Shows a back button (inline chevron) at the start. */ onBack: () => void; /** Its accessible name. */ backLabel: string }
  | { onBack?: undefined; backLabel?: undefined };

export type TopBarProps = BackProps & {
  /** The page title, rendered as the h1. */
  title: ReactNode;
  /** Content after the back button (e.g. a menu button or logo). */
  start?: ReactNode;
  /** Content at the end (e.g. balance, actions). */
  end?: ReactNode;
  className?: string;
};

const Bar = styled.header`
  ${headerSurface}
  display: grid;
  /* the title is centred while both sides fit; wide side content pushes it over, never under */
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  gap: ${(p) => p.theme.space['1']};
  min-height: calc(${(p) => p.theme.size.topBar} + env(safe-area-inset-top));
  padding: env(safe-area-inset-top) ${(p) => p.theme.space['1']} 0;
`;

const Slot = styled.div<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$end ? 'flex-end' : 'flex-start')};
  min-width: 0;
  gap: ${(p) => p.theme.space['1']};
`;

/** A title that does not fit on one line (a narrow phone, a large text size) takes two rather than losing its end. */
const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.2;
  text-align: center;
  overflow-wrap: break-word;
`;

/** The sticky page header: back button, start slot, centred title, end slot. */
export function TopBar({ title, onBack, backLabel, start, end, className }: TopBarProps) {
  return (
    <Bar className={className}>
      <Slot>
        {onBack && (
          <IconButton aria-label={backLabel} onClick={onBack}>
            <ChevronLeftIcon />
          </IconButton>
        )}
        {start}
      </Slot>
      <Title>{title}</Title>
      <Slot $end>{end}</Slot>
    </Bar>
  );
}
