import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Portal } from './Portal';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useFocusTrap } from './useFocusTrap';
import { useMaskGuard } from './useMaskGuard';

export type OverlayPlacement = 'center' | 'left' | 'right';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Whether a tap on the mask (after the mask guard) closes. */
  closeOnMask?: boolean;
  placement: OverlayPlacement;
  /** The panel. It should have `position: relative` (to sit above the mask) and `tabIndex={-1}`. */
  children: ReactNode;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const justify: Record<OverlayPlacement, string> = { center: 'center', left: 'flex-start', right: 'flex-end' };

const Layer = styled.div<{ $placement: OverlayPlacement }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: ${(p) => (p.$placement === 'center' ? 'center' : 'stretch')};
  justify-content: ${(p) => justify[p.$placement]};
  padding: ${(p) => (p.$placement === 'center' ? p.theme.space['4'] : '0')};
  outline: none;
`;

const Mask = styled.div`
  position: absolute;
  inset: 0;
  background: ${(p) => p.theme.color.bg.mask};
  animation: ${fadeIn} 150ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The shared modal layer used by Dialog and Drawer: portal, mask (with the mask guard), Escape to
 * close, focus moved inside and trapped, body scroll locked. Renders nothing while closed.
 */
export function Overlay({ open, onClose, closeOnMask = true, placement, children }: OverlayProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const canCloseFromMask = useMaskGuard(open);
  useFocusTrap(layerRef, open);
  useBodyScrollLock(open);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Stop here so an overlay opened from inside another one only closes itself.
    event.stopPropagation();
    onClose();
  };
  const onMaskClick = () => {
    if (closeOnMask && canCloseFromMask()) onClose();
  };

  return (
    <Portal>
      <Layer ref={layerRef} $placement={placement} tabIndex={-1} onKeyDown={onKeyDown}>
        <Mask data-testid="overlay-mask" aria-hidden="true" onClick={onMaskClick} />
        {children}
      </Layer>
    </Portal>
  );
}
