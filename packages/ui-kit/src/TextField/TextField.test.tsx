import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../shared/IconButton';
import { renderWithTheme } from '../testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input with its visible label', () => {
    renderWithTheme(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByText('Username').tagName).toBe('LABEL');
  });

  it('shows the error under the field, marks the input invalid and describes it with the error', () => {
    renderWithTheme(<TextField label="Username" error="Too short" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short');
  });

  it('describes the input with the hint, replaced by the error while there is one', () => {
    const { rerender } = renderWithTheme(<TextField label="Phone" hint="Digits only" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Digits only');
    rerender(<TextField label="Phone" hint="Digits only" error="Required" />);
    expect(input).toHaveAccessibleDescription('Required');
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();
  });

  it('keeps what the user typed when an error appears (uncontrolled)', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<TextField label="Username" />);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    rerender(<TextField label="Username" error="Username taken" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveValue('player1');
    expect(input).toBeInvalid();
    rerender(<TextField label="Username" />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('player1');
  });

  it('keeps what the user typed when an error appears (controlled)', async () => {
    const user = userEvent.setup();
    function Form() {
      const [value, setValue] = useState('');
      return <TextField label="Code" value={value} onChange={(e) => setValue(e.target.value)} error={value.length > 2 ? 'Too long' : undefined} />;
    }
    renderWithTheme(<Form />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'abcd');
    expect(input).toHaveValue('abcd');
    expect(input).toHaveAccessibleDescription('Too long');
  });

  it('forwards input props', () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="Mobile" type="tel" autoComplete="tel" inputMode="numeric" maxLength={11} defaultValue="09" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveValue('09');
  });

  it('renders a trailing slot, e.g. a show-password button', async () => {
    function Password() {
      const [shown, setShown] = useState(false);
      return (
        <TextField
          label="Password"
          type={shown ? 'text' : 'password'}
          trailing={
            <IconButton aria-label="Show password" aria-pressed={shown} onClick={() => setShown(!shown)}>
              *
            </IconButton>
          }
        />
      );
    }
    renderWithTheme(<Password />);
    const input = screen.getByLabelText('Password');
    await userEvent.type(input, 'secret');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');
  });

  describe('length counter', () => {
    function Address({ initial = '' }: { initial?: string }) {
      const [value, setValue] = useState(initial);
      return (
        <TextField
          label="Address"
          value={value}
          maxLength={200}
          onChange={(e) => setValue(e.target.value)}
          counterLabel={(length, max) => `${length} of ${max} characters`}
        />
      );
    }

    it('shows nothing until the value nears the limit, then length / max, and reads it out once typing pauses', async () => {
      renderWithTheme(<Address initial={'a'.repeat(178)} />);
      const input = screen.getByRole('textbox', { name: 'Address' });
      expect(screen.queryByText(/\/ 200/)).toBeNull();
      await userEvent.type(input, 'b');
      expect(screen.queryByText(/\/ 200/)).toBeNull();
      await userEvent.type(input, 'c');
      expect(screen.getByText('180 / 200')).toHaveAttribute('aria-hidden', 'true');
      // a polite live region, filled once typing pauses
      const live = await screen.findByText('180 of 200 characters');
      expect(live).toHaveAttribute('aria-live', 'polite');
    });

    it('says the limit is reached when a paste is cut at it', async () => {
      renderWithTheme(<Address />);
      const input = screen.getByRole('textbox', { name: 'Address' });
      await userEvent.click(input);
      await userEvent.paste('x'.repeat(10_000));
      expect(input).toHaveValue('x'.repeat(200));
      expect(screen.getByText('200 / 200')).toBeInTheDocument();
      expect(await screen.findByText('200 of 200 characters')).toBeInTheDocument();
    });

    it('needs a limit, a controlled value and a label', () => {
      renderWithTheme(<TextField label="Free" value={'a'.repeat(50)} onChange={() => undefined} counterLabel={() => 'count'} />);
      renderWithTheme(<TextField label="Unlabelled" value={'a'.repeat(50)} maxLength={50} onChange={() => undefined} />);
      expect(screen.queryByText(/ \/ /)).toBeNull();
    });
  });
});
