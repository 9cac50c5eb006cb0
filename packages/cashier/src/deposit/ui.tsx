import type { RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import type { Form } from '@wl/ui-kit';
import type { FormMessage } from './rules';

// What the parts of the deposit form share: its values, their messages and the look of a group of fields.

export interface Values {
  amount: string;
  /** '' for none, else the promotion's id */
  promotionId: string;
  depositorName: string;
  transferTime: string;
  reference: string;
  receipt: File | null;
}

export const EMPTY: Values = { amount: '', promotionId: '', depositorName: '', transferTime: '', reference: '', receipt: null };

/** The deposit form (ui-kit's `useForm`) as its parts get it. */
export type DepositFormState = Form<Values, FormMessage>;

/** A message of the form in the current language: the cashier's own, or a platform error's shared text. */
export function useMessageText(): (message: FormMessage) => string {
  const { t } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  return (message: FormMessage): string => ('platform' in message ? tc(message.platform) : t(message.key, message.values));
}

/** Empties the receipt's file input (the receipt removed, or sent with a deposit). */
export function emptyFileInput(fileInput: RefObject<HTMLInputElement | null>) {
  if (fileInput.current) fileInput.current.value = '';
}

export const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${(p) => p.theme.space['2']};
    padding: 0;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;
