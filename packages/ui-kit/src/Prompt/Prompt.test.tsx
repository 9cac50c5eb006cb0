import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MASK_GUARD_MS } from '../shared/useMaskGuard';
import { renderWithTheme } from '../testing';
import { Prompt } from './Prompt';

function renderPrompt(props: Partial<Parameters<typeof Prompt>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithTheme(
    <Prompt
      open
      title="Log out"
      message="Do you want to log out?"
      confirmLabel="Log out now"
      cancelLabel="Stay"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

describe('Prompt', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a dialog named by the title and described by the message', () => {
    renderPrompt();
    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog).toHaveAccessibleDescription('Do you want to log out?');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel from its buttons', async () => {
    const { onConfirm, onCancel } = renderPrompt();
    await userEvent.click(screen.getByRole('button', { name: 'Log out now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const { onCancel, onConfirm } = renderPrompt();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels on a mask tap only after the mask guard', () => {
    vi.useFakeTimers();
    const { onCancel } = renderPrompt();
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(onCancel).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MASK_GUARD_MS));
    fireEvent.click(screen.getByTestId('overlay-mask'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows only the confirm button without a cancel label', () => {
    renderPrompt({ cancelLabel: undefined });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log out now' })).toBeInTheDocument();
  });

  it('shows a busy confirm button while confirmLoading', () => {
    renderPrompt({ confirmLoading: true });
    expect(screen.getByRole('button', { name: 'Log out now' })).toHaveAttribute('aria-busy', 'true');
  });
});
