import { errorField, useAppDispatch } from '@wl/api-client';
import { WITHDRAWAL_PASSWORD, type BodyOf, type ValueOf } from '@wl/api-client/catalogue';
import type { addBankCard, resetWithdrawalPassword, setSecurityQuestions, setWithdrawalPassword } from '@wl/api-client/catalogue';
import { useErrorText } from '@wl/auth/forms';
import { useTranslation, type NamespaceKey } from '@wl/i18n';
import { Alert, useForm, useToast, type Form, type UseFormOptions } from '@wl/ui-kit';
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

export const required = (value: string): Message | undefined => (value.trim() ? undefined : { key: 'security.validation.required' });
export const sixDigits = (value: string): Message | undefined => (WITHDRAWAL_PASSWORD.test(value) ? undefined : { key: 'security.validation.sixDigits' });
export const confirmOf = (value: string, password: string): Message | undefined => (value === password ? undefined : { key: 'security.validation.confirm' });

/** What a form does once the platform has taken it (the screen then reads the state again). */
export interface DoneProps {
  onDone?: () => void;
}

/**
 * Sends `action`; a refusal naming a field shows next to it, any other above the button. Nothing typed is lost but
 * the secrets named in `clear` (passwords, answers, a code), which never stay on screen whatever the outcome. When it
 * is done: the form is emptied where `reset` says so, the player is told (`saved`) and `onDone` runs.
 */
export function useSubmit<V>(
  form: Pick<Form<V, Message>, 'setError' | 'setFormError' | 'set' | 'reset'>,
  fields: readonly string[],
  { onDone, saved = 'security.saved' }: { onDone?: () => void; saved?: CashierKey } = {},
) {
  const { t } = useTranslation('cashier');
  const toast = useToast();
  const errorText = useErrorText();
  return async (
    action: () => Promise<unknown>,
    { values, clear = [], reset = false }: { values?: V; clear?: readonly Extract<keyof V, string>[]; reset?: boolean } = {},
  ) => {
    let done = false;
    try {
      await action();
      done = true;
    } catch (error) {
      const field = errorField(error);
      if (field && fields.includes(field))
        form.setError(field as Extract<keyof V, string>, { key: 'security.platformError', values: { text: errorText(error) } });
      else form.setFormError(error);
    }
    for (const name of clear) if (values?.[name]) form.set(name, '' as V[typeof name]);
    if (done) {
      if (reset) form.reset();
      toast.show({ message: t(saved), kind: 'success' });
      onDone?.();
    }
  };
}

export function FormFailure({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return error === undefined ? null : <Alert role="alert">{errorText(error)}</Alert>;
}
