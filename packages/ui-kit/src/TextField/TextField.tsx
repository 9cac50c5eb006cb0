import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label, associated with the input. */
  label: ReactNode;
  /** Error text under the field; sets aria-invalid. Replaces the hint while shown. */
  error?: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Content at the end of the input box, e.g. a show-password IconButton. */
  trailing?: ReactNode;
}

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

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * A labelled text input. The input element stays mounted whatever happens to `error` or `hint`, so an
 * error appearing never clears what the player typed.
 */
export function TextField({ label, error, hint, trailing, id, className, 'aria-describedby': describedBy, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const hasError = present(error);
  const message = hasError ? error : hint;
  const hasMessage = present(message);
  const describedByIds = [describedBy, hasMessage ? messageId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Field className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      <Control $invalid={hasError}>
        <Input {...inputProps} id={inputId} aria-invalid={hasError || inputProps['aria-invalid']} aria-describedby={describedByIds} />
        {present(trailing) && <Trailing>{trailing}</Trailing>}
      </Control>
      {hasMessage && (hasError ? <ErrorText id={messageId}>{error}</ErrorText> : <Hint id={messageId}>{hint}</Hint>)}
    </Field>
  );
}
