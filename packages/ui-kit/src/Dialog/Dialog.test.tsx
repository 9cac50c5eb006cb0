import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { OVERLAY_OPEN_ATTRIBUTE } from '../shared/useBodyScrollLock';
import { MASK_GUARD_MS } from '../shared/useMaskGuard';
import { renderWithTheme } from '../testing';
import { Dialog } from './Dialog';

const mask = () => screen.getByTestId('overlay-mask');

describe('Dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while closed', () => {
    renderWithTheme(<Dialog open={false} onClose={() => {}} title="Notice" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, in a portal, with focus moved inside', () => {
    const { container } = renderWithTheme(
      <Dialog open onClose={() => {}} title="Withdraw" footer={<Button>OK</Button>}>
        Body text
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('marks the page while open, so toasts keep off its controls, and stops the page behind from scrolling', () => {
    const { rerender } = renderWithTheme(<Dialog open onClose={() => {}} title="Withdraw" />);
    expect(document.body).toHaveAttribute(OVERLAY_OPEN_ATTRIBUTE);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} onClose={() => {}} title="Withdraw" />);
    expect(document.body).not.toHaveAttribute(OVERLAY_OPEN_ATTRIBUTE);
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the panel itself when it has nothing focusable', () => {
    renderWithTheme(<Dialog open onClose={() => {}} title="Info" />);
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('closes on Escape and with the labelled close button', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Dialog open onClose={onClose} title="Info" closeLabel="Close" />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it(`ignores mask taps for ${MASK_GUARD_MS} ms after opening, then closes on a mask tap`, () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<Dialog open onClose={onClose} title="Info" />);
    fireEvent.click(mask());
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS - 1));
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('restarts the mask guard each time it opens', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<Dialog open onClose={onClose} title="Info" />);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<Dialog open={false} onClose={onClose} title="Info" />);
    rerender(<Dialog open onClose={onClose} title="Info" />);
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS));
    fireEvent.click(mask());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a mask tap with closeOnMask false', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<Dialog open onClose={onClose} title="Info" closeOnMask={false} />);
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS * 2));
    fireEvent.click(mask());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a tap inside the panel does not close', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<Dialog open onClose={onClose} title="Info" />);
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab inside and gives focus back to the opener when closed', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Open</Button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Info" footer={<Button>First</Button>} closeLabel="Close" />
        </>
      );
    }
    renderWithTheme(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
