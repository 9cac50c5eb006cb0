import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../shared/styles';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** id of the selected tab */
  value: string;
  onChange: (id: string) => void;
  /** id of the panel the tabs control (set as aria-controls on the selected tab) */
  panelId?: string;
  /** Accessible name of the tab list */
  label?: string;
  className?: string;
}

/* A list that scrolls fades out at the side where more tabs are (`data-more`): a cut tab is never the last thing seen */
const FADE = '2.5em';
const List = styled.div`
  position: relative;
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
  &::-webkit-scrollbar {
    display: none;
  }
  &[data-more='end'] {
    mask-image: linear-gradient(to right, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more='start'] {
    mask-image: linear-gradient(to left, #000 calc(100% - ${FADE}), transparent);
  }
  &[data-more='both'] {
    mask-image: linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent);
  }
`;

type More = 'start' | 'end' | 'both' | undefined;

/** Where a scrolling list has more than it shows: at its start, its end, both, or nowhere. */
function moreOf(list: HTMLElement): More {
  const start = list.scrollLeft > 1;
  const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : undefined;
}

/**
 * Up to three tabs share the width and wrap a long label between its words (at a large text size, in a longer
 * language), never inside a word: when even that does not fit, the list scrolls. More tabs (payment channels) keep
 * their labels on one line and the list scrolls.
 */
const Tab = styled.button<{ $share: boolean }>`
  flex: ${(p) => (p.$share ? '1 1 auto' : '1 0 auto')};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.md};
  white-space: ${(p) => (p.$share ? 'normal' : 'nowrap')};
  cursor: pointer;
  touch-action: manipulation;
  &[aria-selected='true'] {
    border-bottom-color: ${(p) => p.theme.color.brand.primary};
    color: ${(p) => p.theme.color.text.primary};
    font-weight: ${(p) => p.theme.font.weight.bold};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/** Next enabled item from `from` in direction `step` (wrapping), or undefined if none is enabled. */
function nextEnabled(items: readonly TabItem[], from: number, step: 1 | -1): TabItem | undefined {
  for (let i = 1; i <= items.length; i += 1) {
    const item = items[(from + step * i + items.length * i) % items.length];
    if (item && !item.disabled) return item;
  }
  return undefined;
}

/**
 * A tab list with automatic activation: arrow keys (and Home/End) move focus and select. Only the
 * selected tab is in the Tab order.
 */
export function Tabs({ items, value, onChange, panelId, label, className }: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>();

  // the fade follows the scroll and the sizes of the list and its tabs (a rotation, the text size, a language); the
  // selected tab is brought into the list's view when it is chosen and when the sizes change (a channel far down the
  // list, a tab chosen by its address, a larger text size), never while the player scrolls
  const ids = items.map((item) => item.id).join(' ');
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => setMore(moreOf(element));
    const reveal = () => {
      const tab = buttons.current.get(value);
      if (tab && tab.offsetLeft < element.scrollLeft) element.scrollLeft = tab.offsetLeft;
      else if (tab && tab.offsetLeft + tab.offsetWidth > element.scrollLeft + element.clientWidth) element.scrollLeft = tab.offsetLeft + tab.offsetWidth - element.clientWidth;
      update();
    };
    reveal();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reveal);
    observer?.observe(element);
    for (const tab of buttons.current.values()) observer?.observe(tab);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ids, value]);

  const select = (item: TabItem | undefined) => {
    if (!item) return;
    onChange(item.id);
    buttons.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === value);
    const keys: Record<string, () => TabItem | undefined> = {
      ArrowRight: () => nextEnabled(items, index, 1),
      ArrowLeft: () => nextEnabled(items, index < 0 ? 0 : index, -1),
      Home: () => nextEnabled(items, -1, 1),
      End: () => nextEnabled(items, items.length, -1),
    };
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    select(target());
  };

  // Keep one tab reachable with Tab even when `value` matches none.
  const tabStop = items.some((item) => item.id === value) ? value : items.find((item) => !item.disabled)?.id;

  return (
    <List ref={list} role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown} data-more={more}>
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <Tab
            key={item.id}
            ref={(el) => {
              if (el) buttons.current.set(item.id, el);
              else buttons.current.delete(item.id);
            }}
            type="button"
            $share={items.length <= 3}
            role="tab"
            id={`${baseId}-${item.id}`}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={item.id === tabStop ? 0 : -1}
            disabled={item.disabled}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
