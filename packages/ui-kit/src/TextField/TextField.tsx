import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { useDebounced } from '../shared/useDebounced';
import { visuallyHidden } from '../shared/visuallyHidden';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label, associated with the input. */
  label: ReactNode;
  /** Error text under the field; sets aria-invalid. Replaces the hint while shown. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Content at the end of the input box, e.g. a show-password IconButton. */
  trailing?: ReactNode;
  /**
   * The length counter's text for screen readers, e.g. `(length, max) => t('common.characters', { length, max })`.
   * With `maxLength` and a controlled `value`, the field shows `length / max` once the value reaches 90 % of the
   * limit (`counterFrom`), so a value the browser cuts at the limit (a paste) is never cut silently, and a polite
   * live region reads this text once typing pauses.
   */
  counterLabel?: (length: number, max: number) => string;
}

/** The length from which a field's counter shows: 90 % of its limit (180 of 200). */
export const counterFrom = (max: number): number => Math.floor(max * 0.9);
/** How long typing pauses before the counter is read out (every keystroke would interrupt the reader). */
export const COUNTER_ANNOUNCE_MS = 500;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  width: 100%;
`;

const Label = styled.label`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Control = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.status.danger : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  &:focus-within {
    border-color: ${(p) => (p.$invalid ? p.theme.color.status.danger : p.theme.color.border.focus)};
    box-shadow: 0 0 0 1px ${(p) => (p.$invalid ? p.theme.color.status.danger : p.theme.color.border.focus)};
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: inherit;
  /* font.size.md is at least 16px so iOS does not zoom in on focus */
  font-size: ${(p) => p.theme.font.size.md};
  outline: none;
  &::placeholder {
    color: ${(p) => p.theme.color.text.muted};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Trailing = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  color: ${(p) => p.theme.color.text.secondary};
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.muted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const ErrorText = styled(Hint)`
  color: ${(p) => p.theme.color.status.danger};
`;

const Footer = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${(p) => p.theme.space['2']};
`;

const Count = styled.span<{ $full: boolean }>`
  flex: none;
  margin-inline-start: auto;
  color: ${(p) => (p.$full ? p.theme.color.text.primary : p.theme.color.text.muted)};
  font-size: ${(p) => p.theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.$full ? p.theme.font.weight.bold : p.theme.font.weight.regular)};
`;

const Spoken = styled.span`
  ${visuallyHidden}
`;

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * A labelled text input. The input element stays mounted whatever happens to `error` or `hint`, so an
 * error appearing never clears what the player typed.
 */
export function TextField({ label, error, hint, trailing, counterLabel, id, className, 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hasError = present(error);
  const message = hasError ? error : hint;
  const hasMessage = present(message);
  const describedByIds = [describedBy, hasMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined;
  const { maxLength, value } = inputProps;
  const counted = !!counterLabel && maxLength !== undefined && maxLength > 0 && typeof value === 'string';
  const length = counted ? value.length : 0;
  const counterShown = counted && length >= counterFrom(maxLength);
  const spoken = useDebounced(counterShown ? counterLabel(length, maxLength) : '', COUNTER_ANNOUNCE_MS);

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={hasError}>
        <Input {...inputProps} id={inputId} aria-invalid={hasError || inputProps['aria-invalid']} aria-describedby={describedByIds} />
        {present(trailing) && <Trailing>{trailing}</Trailing>}
      </Control>
      {(hasMessage || counterShown) && (
        <Footer>
          {hasMessage && (hasError ? <ErrorText id={messageId}>{error}</ErrorText> : <Hint id={messageId}>{hint}</Hint>)}
          {counterShown && (
            <Count aria-hidden $full={length >= maxLength}>
              {`${length} / ${maxLength}`}
            </Count>
          )}
        </Footer>
      )}
      {counted && <Spoken aria-live="polite">{spoken}</Spoken>}
    </Field>
  );
}
