import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'slots', label: 'Slots' },
  { id: 'live', label: 'Live', disabled: true },
  { id: 'fish', label: 'Fishing' },
  { id: 'sports', label: 'Sports' },
];

function Controlled({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('slots');
  return (
    <Tabs
      items={items}
      value={value}
      label="Game types"
      panelId="games-panel"
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a labelled tablist of tabs with the selected one marked', () => {
    renderWithTheme(<Tabs items={items} value="fish" onChange={() => {}} label="Game types" panelId="p" />);
    expect(screen.getByRole('tablist', { name: 'Game types' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    const fishing = screen.getByRole('tab', { name: 'Fishing' });
    expect(fishing).toHaveAttribute('aria-selected', 'true');
    expect(fishing).toHaveAttribute('aria-controls', 'p');
    expect(fishing).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Live' })).toBeDisabled();
  });

  it('calls onChange with the tapped tab id', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs items={items} value="slots" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(onChange).toHaveBeenCalledWith('sports');
  });

  it('moves and selects with arrow keys, skipping disabled tabs and wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Fishing' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['fish', 'sports', 'slots', 'sports', 'slots', 'sports']);
  });

  it('keeps one tab reachable by keyboard when value matches none', () => {
    renderWithTheme(<Tabs items={items} value="none" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('tabindex', '0');
  });
});

describe('Tabs that do not fit', () => {
  /** Lays the list out as a phone would: `width` px shown of `content` px, scrolled to `left`. */
  function layOut(list: HTMLElement, { width, content, left = 0 }: { width: number; content: number; left?: number }) {
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: content });
    list.scrollLeft = left;
  }

  it('fade out at the side where more tabs are, following the scroll', () => {
    renderWithTheme(<Tabs items={items} value="slots" onChange={() => {}} label="Game types" />);
    const list = screen.getByRole('tablist', { name: 'Game types' });
    expect(list).not.toHaveAttribute('data-more');
    layOut(list, { width: 200, content: 500 });
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more', 'end');
    layOut(list, { width: 200, content: 500, left: 150 });
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more', 'both');
    layOut(list, { width: 200, content: 500, left: 300 });
    fireEvent.scroll(list);
    expect(list).toHaveAttribute('data-more', 'start');
  });

  it('show the selected tab when it is past the list’s end', () => {
    const { rerender } = renderWithTheme(<Tabs items={items} value="slots" onChange={() => {}} label="Game types" />);
    const list = screen.getByRole('tablist', { name: 'Game types' });
    layOut(list, { width: 200, content: 500 });
    const sports = screen.getByRole('tab', { name: 'Sports' });
    Object.defineProperty(sports, 'offsetLeft', { configurable: true, value: 400 });
    Object.defineProperty(sports, 'offsetWidth', { configurable: true, value: 100 });
    rerender(<Tabs items={items} value="sports" onChange={() => {}} label="Game types" />);
    expect(list.scrollLeft).toBe(300);
  });
});
