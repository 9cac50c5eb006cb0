import { useEffect, useState } from 'react';

/**
 * Keyboard access to a scrolling box (WCAG 2.1.1; axe `scrollable-region-focusable`): while its content
 * overflows, the box takes focus (tabIndex 0) so arrow keys and Page Down scroll it; while everything fits it
 * stays out of the tab order. Spread the result on the box: `<Body {...useScrollableFocus()}>`, and give it a
 * `:focus-visible` outline.
 */
export function useScrollableFocus<T extends HTMLElement = HTMLDivElement>(): { ref: (element: T | null) => void; tabIndex: 0 | undefined } {
  const [element, setElement] = useState<T | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setScrollable(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(check);
    const observeAll = () => {
      sizes.disconnect();
      sizes.observe(element);
      for (const child of Array.from(element.children)) sizes.observe(child);
      check();
    };
    observeAll();
    // content that arrives later (a list loaded after the box opened) can make it scroll
    const content = new MutationObserver(observeAll);
    content.observe(element, { childList: true });
    return () => {
      sizes.disconnect();
      content.disconnect();
    };
  }, [element]);
  return { ref: setElement, tabIndex: scrollable ? 0 : undefined };
}
