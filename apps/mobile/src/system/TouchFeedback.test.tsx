import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@wl/ui-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOUCH, TouchFeedback } from './TouchFeedback';

/** A touch pointer event (jsdom has no PointerEvent constructor). */
function touch(type: 'pointerdown' | 'pointerup' | 'pointercancel', target: Element) {
  const event = new MouseEvent(type, { bubbles: true, clientX: 10, clientY: 10 });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  act(() => void target.dispatchEvent(event));
}

describe('touch feedback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <ThemeProvider theme={theme}>
        <TouchFeedback />
        <button type="button">Deposit</button>
      </ThemeProvider>,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('shows a quick tap as pressed when it lifts, for the press-out time', () => {
    const button = screen.getByRole('button', { name: 'Deposit' });
    touch('pointerdown', button);
    act(() => void vi.advanceTimersByTime(40));
    expect(button).not.toHaveAttribute('data-pressed');
    touch('pointerup', button);
    expect(button).toHaveAttribute('data-pressed', 'true');
    act(() => void vi.advanceTimersByTime(TOUCH.pressOutMs));
    expect(button).not.toHaveAttribute('data-pressed');
  });

  it('presses a held control after the press delay, and shows nothing for a touch taken as a scroll', () => {
    const button = screen.getByRole('button', { name: 'Deposit' });
    touch('pointerdown', button);
    act(() => void vi.advanceTimersByTime(TOUCH.delayMs));
    expect(button).toHaveAttribute('data-pressed', 'true');
    touch('pointercancel', button);
    act(() => void vi.advanceTimersByTime(0));
    expect(button).not.toHaveAttribute('data-pressed');
    touch('pointerdown', button);
    touch('pointercancel', button);
    act(() => void vi.advanceTimersByTime(TOUCH.delayMs));
    expect(button).not.toHaveAttribute('data-pressed');
  });
});
