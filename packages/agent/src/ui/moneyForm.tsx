import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, PinField, type FormFieldProps } from '@wl/ui-kit';
import { WITHDRAWAL_PASSWORD } from '@wl/api-client/catalogue';

// The pieces of the agent's money forms (transfers, dividend payouts): what both draw the same way.

/** A withdrawal password as the platform takes it: six digits. */
export const isWithdrawalPassword = (value: string | undefined): boolean => WITHDRAWAL_PASSWORD.test(value ?? '');

/** Figures of an operation (balance, total, period): label and value on a line, the value at the end. */
export const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space['2']};
  }
  dt {
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0 0 0 auto;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

/** A form's column. */
export const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  min-width: 0;
`;

export interface PasswordConfirmProps {
  open: boolean;
  title: string;
  /** the operation's button: what it does ("Transfer now", "Pay now") */
  confirmLabel: string;
  /** the form's password field (`form.field('paymentPassword', digitsOnly(6))`) */
  password: FormFieldProps;
  /** the operation is in flight: confirm shows it, cancel is locked */
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** what the operation does, above the password */
  children: ReactNode;
}

/**
 * The confirmation of an agent's money operation: what it does, the withdrawal password, confirm and cancel. It
 * cannot be closed by a tap beside it (a half-typed password stays where it is), nor cancelled while in flight.
 */
export function PasswordConfirm({ open, title, confirmLabel, password, busy, onSubmit, onCancel, children }: PasswordConfirmProps) {
  const { t } = useTranslation('agent');
  return (
    <Dialog open={open} onClose={onCancel} title={title} closeOnMask={false}>
      <Box onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        <PinField {...password} label={t('money.password')} name="paymentPassword" />
        <Button type="submit" variant="primary" block size="lg" loading={busy}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" block onClick={onCancel} disabled={busy}>
          {t('money.cancel')}
        </Button>
      </Box>
    </Dialog>
  );
}
