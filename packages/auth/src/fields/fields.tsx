import { useEffect, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorField } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import {
  Button,
  ChevronLeftIcon,
  EyeIcon,
  EyeOffIcon,
  IconButton,
  Spinner,
  TextField,
  useForm,
  type FieldName,
  type Form,
  type TextFieldProps,
  type UseFormOptions,
} from '@wl/ui-kit';
import type { CountryValue } from '@wl/api-client/protocol';
import { useCaptchaQuery, useCountriesQuery } from '../account/accountsApi';
import { useRevalidateOnLanguageChange } from '../rules/useRevalidateOnLanguageChange';
import { LIMITS, type FieldMessage } from '../rules/validation';
import { useErrorText } from '../errors/useErrorText';

/** A field parser keeping digits only, at most `max` of them (mobile numbers, SMS codes, captchas). */
export const digits =
  (max?: number) =>
  (raw: string): string =>
    raw.replace(/\D/g, '').slice(0, max);

/** Renders a field's message in the current language (it follows a language change at once): a validation message or a refusal. */
export function useMessage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  return (message: FieldMessage | undefined): string | undefined => {
    if (!message) return undefined;
    return 'refusal' in message ? errorText(message.refusal) : (t(message.key, message.values) as string);
  };
}

/**
 * ui-kit's `useForm` for the account forms: messages of the `accounts` namespace rendered in the current language,
 * the fields showing one checked again 200 ms after a language change (spec 000 section 5).
 */
export function useAccountForm<V>(options: Omit<UseFormOptions<V, FieldMessage>, 'render'>): Form<V, FieldMessage> {
  const message = useMessage();
  const form = useForm<V, FieldMessage>({ ...options, render: message });
  useRevalidateOnLanguageChange(form.revalidate);
  return form;
}

/**
 * `showFailure`'s map for a form whose mobile number field is `name`: the platform names the number mobileNum
 * (mobileNo in the registration SMS request).
 */
export const onMobileField = <N extends string>(name: N): Record<'mobileNum' | 'mobileNo', N> => ({ mobileNum: name, mobileNo: name });

/**
 * Shows a failed call on an account form. A refusal that names a field of the form (`fields`: the platform's field
 * name to the form's) goes on that field, focused, and stays until the player changes the field (useForm's
 * `setError`): a number refused by an SMS request goes once it is corrected. Anything else shows above the form.
 */
export function showFailure<V>(form: Form<V, FieldMessage>, error: unknown, fields: Partial<Record<string, FieldName<V>>>): void {
  const named = errorField(error);
  const field = named !== undefined && Object.hasOwn(fields, named) ? fields[named] : undefined;
  if (!field) return form.setFormError(error);
  // the latest failure is the one shown
  form.setFormError(undefined);
  form.setError(field, { refusal: error });
  form.focus(field);
}

/** The username input of the account forms: labelled, known to password managers, never auto-capitalised or spell-checked. */
export function UsernameField(props: Omit<TextFieldProps, 'label' | 'name' | 'autoComplete'>) {
  const { t } = useTranslation('accounts');
  return <TextField {...props} label={t('fields.username')} name="username" autoComplete="username" autoCapitalize="off" spellCheck={false} />;
}

/**
 * A password input with a show/hide toggle; `autoComplete` tells password managers what it is. A password is sent
 * exactly as typed (issue 26): when it starts or ends with a space, a hint says the space is part of it.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'> & { autoComplete: 'current-password' | 'new-password' }) {
  const { t } = useTranslation('accounts');
  const [shown, setShown] = useState(false);
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <TextField
      {...props}
      hint={props.hint ?? (value !== value.trim() ? t('fields.passwordSpaces') : undefined)}
      type={shown ? 'text' : 'password'}
      trailing={
        <IconButton aria-label={t(shown ? 'fields.hidePassword' : 'fields.showPassword')} aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}

const Picker = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['1']};
  min-width: ${(p) => p.theme.size.touch};
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['2']};
  border-inline-start: 1px solid ${(p) => p.theme.color.border.default};
  color: ${(p) => p.theme.color.text.primary};
  svg {
    width: 16px;
    height: 16px;
    transform: rotate(-90deg);
    color: ${(p) => p.theme.color.text.secondary};
  }
  &:has(select:disabled) {
    opacity: 0.5;
  }
  /* the native select covers the picker, invisible: a tap opens the device's own list with the country names */
  select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    font: inherit;
    cursor: pointer;
  }
  option {
    background: ${(p) => p.theme.color.bg.surface};
    color: ${(p) => p.theme.color.text.primary};
  }
`;

/**
 * The country dialing-code picker (catalogue `countries`): shows only the chosen code, so the number keeps
 * most of the width; a native select (accessible, thumb-friendly) lists the countries by name.
 */
export function CountryCodePicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('accounts');
  const countries = useCountriesQuery();
  const list: CountryValue[] = countries.data ?? [{ code: '', name: '', dialingCode: value }];
  return (
    <Picker>
      <span aria-hidden>+{value}</span>
      <ChevronLeftIcon />
      <select aria-label={t('country.choose')} value={value} onChange={(e) => onChange(e.target.value)} disabled={!countries.data}>
        {list.map((c) => (
          <option key={`${c.code}-${c.dialingCode}`} value={c.dialingCode}>
            {c.name ? t('country.option', { name: c.name, code: c.dialingCode }) : `+${c.dialingCode}`}
          </option>
        ))}
      </select>
    </Picker>
  );
}

/** A mobile number with its country dialing code (at most 20 digits). */
export function MobileField({
  dialingCode,
  onDialingCode,
  label,
  ...props
}: Omit<TextFieldProps, 'label' | 'trailing'> & { label?: string; dialingCode: string; onDialingCode: (code: string) => void }) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      {...props}
      label={label ?? t('fields.mobileNum')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LIMITS.mobileMax}
      trailing={<CountryCodePicker value={dialingCode} onChange={onDialingCode} />}
    />
  );
}

const CaptchaImage = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100px;
  height: 40px;
  margin-inline-end: 2px;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.color.bg.raised};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 40px;
    object-fit: contain;
  }
`;

/**
 * The captcha input and its image (catalogue `captchaImage`). Tapping the image loads a new one; `reloadKey` changes
 * when the owner wants a fresh image (after a failed submit or a method switch).
 */
export function CaptchaField({
  reloadKey,
  onReload,
  onCaptchaId,
  ...props
}: Omit<TextFieldProps, 'label' | 'trailing'> & { reloadKey: number; onReload: () => void; onCaptchaId: (id: string) => void }) {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const captcha = useCaptchaQuery(reloadKey, { refetchOnMountOrArgChange: true });
  const id = captcha.data?.captchaId;
  useEffect(() => {
    if (id) onCaptchaId(id);
  }, [id, onCaptchaId]);
  return (
    <TextField
      {...props}
      label={t('fields.captcha')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={LIMITS.captcha}
      trailing={
        <CaptchaImage type="button" aria-label={t('login.captchaImage')} onClick={onReload}>
          {/* an image that did not come says so (the tap asks again), never a spinner that stays */}
          {captcha.data && !captcha.isFetching ? (
            // random by design: the visual tests mask it (visual/stories.ts)
            <img src={captcha.data.image} alt="" data-visual-mask="" />
          ) : captcha.isError && !captcha.isFetching ? (
            <span>{tc('common.retry')}</span>
          ) : (
            <Spinner size="sm" label={t('slider.loading')} />
          )}
        </CaptchaImage>
      }
    />
  );
}

/** The SMS code input with its send button, which becomes a countdown in seconds (`sms`: `useSmsCode()`'s state). */
export function SmsCodeField({
  sms: { seconds, sending },
  onSend,
  ...props
}: Omit<TextFieldProps, 'label' | 'trailing'> & { sms: { seconds: number; sending: boolean }; onSend: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <TextField
      {...props}
      label={t('fields.verificationCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.smsCode}
      trailing={
        <Button
          size="sm"
          variant="ghost"
          onClick={onSend}
          disabled={seconds > 0}
          loading={sending}
          aria-label={seconds > 0 ? t('sms.countdownLabel', { seconds }) : undefined}
        >
          {seconds > 0 ? t('sms.countdown', { seconds }) : t('sms.send')}
        </Button>
      }
    />
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;

const CheckError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.status.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** A labelled checkbox (remember password, disclaimer) with an optional error under it. */
export function CheckField({ children, error, ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'> & { children: ReactNode; error?: string }) {
  return (
    <div>
      <CheckRow>
        <input type="checkbox" aria-invalid={!!error} {...props} />
        <span>{children}</span>
      </CheckRow>
      {error && <CheckError role="alert">{error}</CheckError>}
    </div>
  );
}
