import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../testing';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its content that calls onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Deposit</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type=button and forwards native props and ref', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <>
        <Button ref={ref} aria-describedby="x" name="go">
          Go
        </Button>
        <Button type="submit">Send</Button>
      </>,
    );
    const go = screen.getByRole('button', { name: 'Go' });
    expect(go).toHaveAttribute('type', 'button');
    expect(go).toHaveAttribute('name', 'go');
    expect(go).toHaveAttribute('aria-describedby', 'x');
    expect(ref.current).toBe(go);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('renders the %s variant at touch height', (variant) => {
    renderWithTheme(<Button variant={variant}>{variant}</Button>);
    expect(screen.getByRole('button', { name: variant })).toHaveStyle({ minHeight: 'var(--size-touch)' });
  });

  it('takes the full width with block', () => {
    renderWithTheme(<Button block>Login</Button>);
    expect(screen.getByRole('button', { name: 'Login' })).toHaveStyle({ width: '100%' });
  });

  it('while loading shows a spinner, is busy and disabled, and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be disabled', () => {
    renderWithTheme(<Button disabled>Claim</Button>);
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Claim' })).not.toHaveAttribute('aria-busy');
  });
});
