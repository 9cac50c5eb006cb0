import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@wl/ui-kit/testing';
import { MoneyConfirm, type MoneyConfirmProps } from './MoneyConfirm';

const field = { value: '', onChange: () => undefined, onBlur: () => undefined, error: undefined, ref: () => undefined };

function confirm(props: Partial<MoneyConfirmProps> = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onCancel = vi.fn();
  renderWithTheme(
    <MoneyConfirm title="Pay now?" confirmLabel="Pay" cancelLabel="Cancel" busy={false} onSubmit={onSubmit} onCancel={onCancel} {...props}>
      <p>Pays 10.00 to two accounts</p>
    </MoneyConfirm>,
  );
  return { onSubmit, onCancel };
}

describe('MoneyConfirm', () => {
  it('asks the withdrawal password on the numeric keypad, and the login password as one', () => {
    confirm({ password: { kind: 'withdrawal', field, name: 'paymentPassword', label: 'Withdrawal password' } });
    const pin = screen.getByLabelText('Withdrawal password');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAttribute('inputmode', 'numeric');
    expect(pin).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('dialog', { name: 'Pay now?' })).toHaveTextContent('Pays 10.00 to two accounts');
  });

  it('confirms with its button, and goes back with the other or Escape, but never while in flight', async () => {
    const first = confirm({ password: { kind: 'login', field, name: 'password', label: 'Password', hint: 'Your login password' } });
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(first.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be left while the operation is in flight', () => {
    const { onCancel } = confirm({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows inline as a step of the page, under its heading, with what it says above the buttons', () => {
    confirm({ inline: true, message: <p role="alert">Wrong password</p> });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pay now?' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Pay now?' })).toContainElement(screen.getByRole('alert'));
  });
});
