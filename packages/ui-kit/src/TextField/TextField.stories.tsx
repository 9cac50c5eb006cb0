import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EyeIcon, EyeOffIcon } from '../shared/icons';
import { IconButton } from '../shared/IconButton';
import { digitsOnly, PinField } from './PinField';
import { TextField } from './TextField';

const meta = {
  title: 'ui-kit/TextField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled text input with an optional hint, error and length counter; `PinField` is the six-digit withdrawal password.\n\n**Do** always give a `label` and an `autoComplete`; show an error beside the field and keep what was typed. **Don't** use the placeholder as the label.\n\n**Accessibility:** the label is a real `label`; hint and error are the input's description and `aria-invalid` is set with an error; the counter appears from 90 % of `maxLength` so a cut paste is never silent.",
      },
    },
  },
  component: TextField,
  args: { label: 'Username', placeholder: '6-16 letters or digits', autoComplete: 'username' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Letters and digits only' } };

export const WithError: Story = { args: { defaultValue: 'ab', error: 'Username must be 6-16 characters' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player01' } };

function PasswordField() {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      trailing={
        <IconButton aria-label="Show password" aria-pressed={shown} onClick={() => setShown(!shown)}>
          {shown ? <EyeIcon /> : <EyeOffIcon />}
        </IconButton>
      }
    />
  );
}

export const Password: Story = { render: () => <PasswordField /> };

function WithdrawalPin() {
  const [value, setValue] = useState('');
  return <PinField label="Withdrawal password" value={value} onChange={(e) => setValue(digitsOnly(6)(e.target.value))} />;
}

/** The six-digit withdrawal password (PinField): numeric keypad, digits only, never remembered by the browser. */
export const Pin: Story = {
  render: () => <WithdrawalPin />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Withdrawal password');
    await userEvent.type(field, '12a34567');
    await expect(field).toHaveValue('123456');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
  },
};

function ValidatedField() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <TextField
      label="Username"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => setError(value.length < 6 ? 'Username must be 6-16 characters' : undefined)}
      error={error}
    />
  );
}

/** The error appears on blur and what the player typed stays. */
export const KeepsValueWithError: Story = {
  render: () => <ValidatedField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Username must be 6-16 characters');
    await expect(input).toHaveValue('abc');
  },
};

function CountedField() {
  const [value, setValue] = useState('Rua das Flores, 123, apartamento 45, bloco B, Jardim Paulista, São Paulo');
  return (
    <TextField
      label="Permanent address"
      value={value}
      maxLength={80}
      onChange={(e) => setValue(e.target.value)}
      counterLabel={(length, max) => `${length} of ${max} characters`}
    />
  );
}

/** Near its limit a field shows `length / max` (from 90 %), so a paste the browser cuts at the limit is never cut silently. */
export const LengthCounter: Story = {
  render: () => <CountedField />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Permanent address' });
    // typing past the limit stops at it
    await userEvent.type(input, ' Brasil, CEP 01000');
    await expect(canvas.getByText('80 / 80')).toBeVisible();
  },
};
