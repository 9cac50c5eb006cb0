import { TextField, type TextFieldProps } from './TextField';

/**
 * A six-digit secret (the withdrawal password) on the numeric keypad, never remembered by the browser: the
 * cashier's withdrawal and security forms and the agent's transfers ask for it. Pair it with `digitsOnly(6)`.
 */
export function PinField(props: TextFieldProps) {
  return <TextField {...props} type="password" inputMode="numeric" pattern="[0-9]*" autoComplete="off" maxLength={6} />;
}

/** Digits only, at most `max` (the withdrawal password's parse for `form.field(name, parse)`). */
export const digitsOnly =
  (max: number) =>
  (raw: string): string =>
    raw.replace(/\D/g, '').slice(0, max);
