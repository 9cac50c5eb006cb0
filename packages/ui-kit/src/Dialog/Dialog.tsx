import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { CloseIcon } from '../shared/icons';
import { IconButton } from '../shared/IconButton';
import { Overlay } from '../shared/Overlay';
import { useScrollableFocus } from '../shared/useScrollableFocus';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on a mask tap (after the mask guard) and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons at the bottom. */
  footer?: ReactNode;
  /** Whether a tap on the mask closes (ignored for MASK_GUARD_MS after opening). Default true. */
  closeOnMask?: boolean;
  /** Accessible name of the close (X) button; the button is only shown when this is given. */
  closeLabel?: string;
  'aria-describedby'?: string;
  className?: string;
}

const popIn = keyframes`from { opacity: 0; transform: scale(0.96); } to { opacity: 1; transform: none; }`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 400px;
  max-height: calc(100% - ${(p) => p.theme.space['6']});
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.raised};
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text.primary};
  outline: none;
  animation: ${popIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/* the title beside the close button; when its longest word leaves no room for the button (large text), the button
   takes a row above it (wrap-reverse), at the right, and never past the dialog's edge */
const Header = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['4']} ${(p) => p.theme.space['4']} 0;
`;

const Title = styled.h2`
  flex: 1 1 0;
  min-width: min-content;
  margin: 0;
  overflow-wrap: break-word;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-align: center;
`;

const Close = styled(IconButton)`
  flex: none;
  margin: calc(-1 * ${(p) => p.theme.space['2']}) calc(-1 * ${(p) => p.theme.space['2']}) 0 auto;
  color: ${(p) => p.theme.color.text.secondary};
`;

const Body = styled.div`
  padding: ${(p) => p.theme.space['4']};
  overflow-y: auto;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: -2px;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space['3']};
  padding: 0 ${(p) => p.theme.space['4']} ${(p) => p.theme.space['4']};
  & > * {
    flex: 1;
  }
`;

/** A centred modal dialog, rendered in a portal over a mask. Renders nothing while closed. */
export function Dialog({ open, onClose, title, children, footer, closeOnMask = true, closeLabel, 'aria-describedby': describedBy, className }: DialogProps) {
  const titleId = useId();
  // long content scrolls inside the body: reachable by keyboard while it does
  const scrollBody = useScrollableFocus();
  return (
    <Overlay open={open} onClose={onClose} closeOnMask={closeOnMask} placement="center">
      <Panel className={className} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy} tabIndex={-1}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {closeLabel && (
            <Close aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </Close>
          )}
        </Header>
        {children !== undefined && children !== null && <Body {...scrollBody}>{children}</Body>}
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Overlay>
  );
}
