import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Overlay } from '../shared/Overlay';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape and on a mask tap (after the mask guard). */
  onClose: () => void;
  /** Accessible name of the drawer (aria-label). */
  label: string;
  side?: DrawerSide;
  /** Whether a tap on the mask closes (ignored for MASK_GUARD_MS after opening). Default true. */
  closeOnMask?: boolean;
  children?: ReactNode;
  className?: string;
}

const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Panel = styled.div<{ $side: DrawerSide }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 85%;
  max-width: 320px;
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-top: env(safe-area-inset-top);
  padding-bottom: env(safe-area-inset-bottom);
  background: ${(p) => p.theme.color.bg.raised};
  box-shadow: ${(p) => p.theme.shadow.raised};
  color: ${(p) => p.theme.color.text.primary};
  outline: none;
  ${(p) =>
    p.$side === 'left'
      ? css`
          padding-left: env(safe-area-inset-left);
          animation: ${slideFromLeft} 200ms ease-out;
        `
      : css`
          padding-right: env(safe-area-inset-right);
          animation: ${slideFromRight} 200ms ease-out;
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** A full-height side sheet over a mask (e.g. the main menu). Renders nothing while closed. */
export function Drawer({ open, onClose, label, side = 'left', closeOnMask = true, children, className }: DrawerProps) {
  return (
    <Overlay open={open} onClose={onClose} closeOnMask={closeOnMask} placement={side}>
      <Panel className={className} $side={side} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
        {children}
      </Panel>
    </Overlay>
  );
}
