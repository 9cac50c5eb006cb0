import { useTranslation } from '@wl/i18n';
import { Button, Heading, Stack, TextField } from '@wl/ui-kit';
import { useSetEmailMutation, useSetNicknameMutation } from './securityApi';
import { FormFailure, useCashierForm, useSubmit, type DoneProps, type Message } from './ui';

/** One text setting (email or nickname). */
export function TextSettingForm({ kind, onDone }: DoneProps & { kind: 'email' | 'nickname' }) {
  const { t } = useTranslation('cashier');
  const [saveEmail] = useSetEmailMutation();
  const [saveNickname] = useSetNicknameMutation();
  const check = (value: string): Message | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return { key: 'security.validation.required' };
    // the length first: no pattern runs on a pasted 100,000 characters
    if (kind === 'email')
      return trimmed.length <= 100 && /^[^\s@<>]+@[^\s@<>.]+(?:\.[^\s@<>.]+)+$/.test(trimmed) ? undefined : { key: 'security.validation.email' };
    return /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]{1,19}$/u.test(trimmed) ? undefined : { key: 'security.validation.nickname' };
  };
  const form = useCashierForm<{ value: string }>({
    initial: { value: '' },
    validate: { value: check },
    onSubmit: async ({ value }) => {
      const text = value.trim();
      await submit(() => (kind === 'email' ? saveEmail({ email: text }) : saveNickname({ nickname: text })).unwrap(), { reset: true });
    },
  });
  const submit = useSubmit<{ value: string }>(form, [], { onDone });
  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t(`security.${kind}.title`)}>
      <Heading>{t(`security.${kind}.title`)}</Heading>
      <FormFailure error={form.formError} />
      <TextField
        {...form.field('value')}
        label={t(`security.${kind}.label`)}
        name={kind}
        type={kind === 'email' ? 'email' : 'text'}
        autoComplete={kind === 'email' ? 'email' : 'nickname'}
        maxLength={kind === 'email' ? 100 : 20}
      />
      <Button type="submit" variant="primary" block loading={form.submitting}>
        {t('security.save')}
      </Button>
    </Stack>
  );
}
