import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner/Spinner';
import { focusRing } from '../shared/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of the container. */
  block?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
}

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}

const variants = {
  primary: css`
    background: ${(p) => p.theme.color.brand.primary};
    color: ${(p) => p.theme.color.text.onPrimary};
    &:active:not(:disabled) {
      background: ${(p) => p.theme.color.brand.primaryPressed};
    }
  `,
  secondary: css`
    background: ${(p) => p.theme.color.bg.surface};
    color: ${(p) => p.theme.color.text.primary};
    border-color: ${(p) => p.theme.color.border.strong};
    &:active:not(:disabled) {
      background: ${(p) => p.theme.color.bg.sunken};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${(p) => p.theme.color.text.link};
    &:active:not(:disabled) {
      background: ${(p) => p.theme.color.bg.sunken};
    }
  `,
  danger: css`
    background: ${(p) => p.theme.color.status.danger};
    color: ${(p) => p.theme.color.status.onStatus};
  `,
};

const sizes = {
  sm: css`
    padding: 0 ${(p) => p.theme.space['3']};
    font-size: ${(p) => p.theme.font.size.sm};
  `,
  md: css`
    padding: 0 ${(p) => p.theme.space['4']};
    font-size: ${(p) => p.theme.font.size.md};
  `,
  lg: css`
    min-height: calc(${(p) => p.theme.size.touch} + ${(p) => p.theme.space['2']});
    padding: 0 ${(p) => p.theme.space['5']};
    font-size: ${(p) => p.theme.font.size.lg};
  `,
};

/**
 * The button's look, for an element that acts as a button but is not one (a router link to a form, as the security
 * centre's "Change" beside its buttons): the same box, variant, size and focus ring. Buttons themselves use `Button`.
 */
export const buttonLook = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md') => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  min-width: ${(p) => p.theme.size.touch};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  font-family: inherit;
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  touch-action: manipulation;
  user-select: none;
  ${variants[variant]}
  ${sizes[size]}
  ${focusRing}
`;

const StyledButton = styled.button<StyleProps>`
  ${(p) => buttonLook(p.$variant, p.$size)}
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    opacity: 0.8;
    cursor: progress;
  }
`;

/** The action button. `type` defaults to "button"; pass `type="submit"` in forms. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </StyledButton>
  );
}
