import styled from 'styled-components';
import { useAppDispatch } from '@wl/api-client';
import type { BodyOf, ValueOf } from '@wl/api-client/catalogue';
import type { addBankCard, resetWithdrawalPassword, setSecurityQuestions, setWithdrawalPassword } from '@wl/api-client/catalogue';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { useForm, type Form, type UseFormOptions } from '@wl/ui-kit';
import { securityApi } from './securityApi';

/** A validation message: a key of the cashier namespace and its values. */
export type CashierKey = NamespaceKey<'cashier'>;

export interface Message {
  key: CashierKey;
  values?: Record<string, string | number>;
}

/** ui-kit's useForm with cashier messages rendered in the current language. */
export function useCashierForm<V>(options: Omit<UseFormOptions<V, Message>, 'render'>): Form<V, Message> {
  const { t } = useTranslation('cashier');
  return useForm<V, Message>({ ...options, render: (m) => t(m.key, m.values) as string });
}

/**
 * Writes carrying a secret (a password, answers, a card number) sent without tracking: RTK Query keeps no copy of
 * their arguments in the store (initiate with track: false).
 */
export function useSecretCalls() {
  const dispatch = useAppDispatch();
  const { endpoints } = securityApi;
  return {
    setPassword: (body: BodyOf<typeof setWithdrawalPassword>) => dispatch(endpoints.setWithdrawalPassword.initiate(body, { track: false })).unwrap(),
    resetPassword: (body: BodyOf<typeof resetWithdrawalPassword>) => dispatch(endpoints.resetWithdrawalPassword.initiate(body, { track: false })).unwrap(),
    setQuestions: (body: BodyOf<typeof setSecurityQuestions>) => dispatch(endpoints.setSecurityQuestions.initiate(body, { track: false })).unwrap(),
    addCard: (body: BodyOf<typeof addBankCard>): Promise<ValueOf<typeof addBankCard>> =>
      dispatch(endpoints.addBankCard.initiate(body, { track: false })).unwrap(),
  };
}

/** Letters of any script, spaces, dots, apostrophes, hyphens; no markup, digits or emoji (payee and account names). */
export const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,49}$/u;
/** Bank and branch names: letters, digits and simple punctuation. */
export const BANK_TEXT = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'&()-]{0,59}$/u;

export const required = (value: string): Message | undefined => (value.trim() ? undefined : { key: 'security.validation.required' });

export const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.md};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
  /* focused by the page when a step opens (screen readers start there): it is not a control, no ring */
  &[tabindex='-1']:focus {
    outline: none;
  }
`;
