import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { DownlineRegisterPayload } from '@wl/api-client/protocol';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, TextField, useToast } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDownlinesQuery, useRegisterDownlineMutation } from '../api/agentApi';
import { Card, Muted, PageBody } from '../ui/AgentPage';
import { parseRebate } from '../team/RebateDialog';

/** The registration rules of a downline account (the same patterns the platform checks). */
export const DOWNLINE_RULES = { username: /^[a-zA-Z][a-zA-Z0-9]{3,15}$/, password: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/ } as const;

type Field = keyof DownlineRegisterPayload;
type Errors = Partial<Record<Field, string>>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

const EMPTY = { username: '', password: '', confirmPassword: '', rebate: '0' };

function AgentRegister() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [register, { isLoading }] = useRegisterDownlineMutation();
  const maxRebate = useDownlinesQuery({ search: '', pageNo: 1 }).data?.maxRebate ?? 0;

  const validate = (): Errors => {
    const next: Errors = {};
    if (!DOWNLINE_RULES.username.test(values.username.trim())) next.username = t('register.badUsername');
    if (!DOWNLINE_RULES.password.test(values.password)) next.password = t('register.badPassword');
    if (values.confirmPassword !== values.password) next.confirmPassword = t('register.mismatch');
    if (parseRebate(values.rebate, maxRebate) === null) next.rebate = t('team.rebateInvalid', { max: maxRebate });
    return next;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      const { account } = await register({ ...values, username: values.username.trim(), rebate: Number(values.rebate) }).unwrap();
      toast.show({ message: t('register.success', { account }), kind: 'success' });
      setValues(EMPTY);
    } catch (failure) {
      const error = isApiError(failure) ? failure : undefined;
      const field = typeof error?.value?.field === 'string' ? (error.value.field as Field) : undefined;
      const message = error?.code === 'username.exists' ? t('register.usernameExists') : tc(errorMessageKey(error?.code ?? ''));
      if (field) setErrors({ [field]: message });
      else toast.show({ message, kind: 'error' });
    }
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name]}
      aria-invalid={errors[name] ? true : undefined}
      {...extra}
    />
  );

  return (
    <PageBody>
      <Card>
        <Muted>{t('register.intro')}</Muted>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          {field('username', t('register.username'), { hint: t('register.usernameRule'), autoComplete: 'off', maxLength: 16 })}
          {field('password', t('register.password'), { hint: t('register.passwordRule'), type: 'password', autoComplete: 'new-password', maxLength: 20 })}
          {field('confirmPassword', t('register.confirmPassword'), { type: 'password', autoComplete: 'new-password', maxLength: 20 })}
          {field('rebate', t('register.rebate'), { inputMode: 'decimal', hint: t('team.rebateHint', { max: maxRebate }) })}
          <Button type="submit" block loading={isLoading}>
            {t('register.submit')}
          </Button>
        </Form>
      </Card>
    </PageBody>
  );
}

/** Open account (/m/agentRegister): an agent opens a downline account by the registration rules. */
export function AgentRegisterPage() {
  return (
    <AgentGuard>
      <AgentRegister />
    </AgentGuard>
  );
}
