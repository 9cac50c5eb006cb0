import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Space = styled.div<{ $minHeight: string }>`
  min-height: ${(p) => p.$minHeight};
`;

export interface NearViewportProps {
  children: ReactNode;
  /** the space kept until the children render (CSS length), about their height */
  minHeight: string;
  /**
   * how far below or above the viewport rendering starts (px or %); by default once the place is a tenth of the
   * screen into view: a sliver behind the fixed bottom tab bar is not in view
   */
  margin?: string;
  /**
   * false keeps the space without watching it: for a part placed below something still loading, which would
   * push it down after it rendered (default true)
   */
  ready?: boolean;
}

/**
 * Renders its children once their place comes within `margin` of the viewport, keeping `minHeight` of space
 * until then. The parts of a long page below the fold (game strips, the winners board) then cost nothing while
 * the page loads on a mid-range phone; they render (and fetch) as the player scrolls to them. Without
 * IntersectionObserver (old browsers, jsdom) the children render at once.
 */
export function NearViewport({ children, minHeight, margin = '-10%', ready = true }: NearViewportProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !ready || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ready, margin]);
  if (near && ready) return <>{children}</>;
  return <Space ref={place} $minHeight={minHeight} aria-hidden="true" data-near-viewport="waiting" />;
}
