import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import styled, { keyframes } from 'styled-components';

/** Page changes fade in 300 ms; a back swipe of more than 100 px suppresses the fade (spec 001 section 2). */
export const PAGE_TRANSITION_MS = 300;
export const BACK_SWIPE_PX = 100;

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Frame = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  &[data-animate='true'] {
    animation: ${fade} ${PAGE_TRANSITION_MS}ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

/** Whether a horizontal swipe counts as a back swipe (rightwards, more than 100 px). */
export function isBackSwipe(startX: number, endX: number): boolean {
  return endX - startX > BACK_SWIPE_PX;
}

/** One page's frame: whether it fades is decided once, when the page mounts. */
function FadeFrame({ skip, children }: { skip: boolean; children: ReactNode }) {
  const [animate] = useState(!skip);
  return <Frame data-animate={animate}>{children}</Frame>;
}

/**
 * Re-mounts its frame per page so the fade runs; a page reached by a back swipe appears at once, and so does the
 * visit's first page (it replaces the boot header, it is not a page change; a fade would hold back its first
 * paint by the fade's length).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [swiped, setSwiped] = useState(false);
  const [firstPage, setFirstPage] = useState<string | null>(location.pathname);
  if (firstPage !== null && location.pathname !== firstPage) setFirstPage(null);
  const first = location.pathname === firstPage;

  useEffect(() => {
    let startX: number | null = null;
    const start = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? null;
      setSwiped(false);
    };
    const move = (e: TouchEvent) => {
      const x = e.touches[0]?.clientX;
      if (startX !== null && x !== undefined && isBackSwipe(startX, x)) setSwiped(true);
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchmove', move);
    };
  }, []);

  return (
    <FadeFrame key={location.pathname} skip={swiped || first}>
      {children}
    </FadeFrame>
  );
}
