import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { MASK_GUARD_MS } from '../shared/useMaskGuard';
import { renderWithTheme } from '../testing';
import { Drawer } from './Drawer';

function Page({ side }: { side?: 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <Drawer open={open} onClose={() => setOpen(false)} label="Main menu" side={side}>
        <a href="/promotions">Promotions</a>
        <a href="/vip">VIP</a>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens as a labelled modal dialog in a portal with focus inside', async () => {
    const { container } = renderWithTheme(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(drawer);
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    renderWithTheme(<Page side="right" />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('locks body scrolling while open', async () => {
    renderWithTheme(<Page />);
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it(`ignores mask taps for ${MASK_GUARD_MS} ms after opening, then closes on a mask tap`, () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(
      <Drawer open onClose={onClose} label="Main menu">
        <p>Items</p>
      </Drawer>,
    );
    fireEvent.click(screen.getByTestId('overlay-mask'));
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS - 1));
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can keep the mask from closing', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<Drawer open onClose={onClose} label="Main menu" closeOnMask={false} />);
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS));
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toHaveFocus();
  });
});
