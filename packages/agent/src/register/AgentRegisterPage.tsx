import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { DownlineRegisterPayload, RegisterSettings } from '@wl/api-client/protocol';
import { checkConfirm, checkRegisterField, useRegisterSettingsQuery, type ValidationMessage } from '@wl/auth';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Card, PageBody, TextField, useToast } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDownlinesQuery, useRegisterDownlineMutation } from '../api/agentApi';
import { Muted } from '../ui/AgentPage';
import { QueryView } from '../ui/QueryView';
import { parseRebate } from '../team/RebateDialog';

type Field = keyof DownlineRegisterPayload;
type Errors = Partial<Record<Field, string>>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

const EMPTY = { username: '', password: '', confirmPassword: '', rebate: '0' };

function AgentRegister({ rules }: { rules: RegisterSettings }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('accounts');
  const say = (message: ValidationMessage | undefined) => (message ? ta(message.key, message.values) : undefined);
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [register, { isLoading }] = useRegisterDownlineMutation();
  const maxRebate = useDownlinesQuery({ search: '', pageNo: 1 }).data?.maxRebate ?? 0;

  const validate = (): Errors => {
    // username and password by the player registration rule set (both required for a downline account)
    const next: Errors = {
      username: say(checkRegisterField('username', values.username, rules.username, true)),
      password: say(checkRegisterField('password', values.password, rules.password, true)),
      confirmPassword: say(checkConfirm(values.password, values.confirmPassword)),
    };
    if (parseRebate(values.rebate, maxRebate) === null) next.rebate = t('team.rebateInvalid', { max: maxRebate });
    return next;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = Object.keys(found).find((name) => found[name as Field]);
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
          {field('username', t('register.username'), { autoComplete: 'off' })}
          {field('password', t('register.password'), { type: 'password', autoComplete: 'new-password' })}
          {field('confirmPassword', t('register.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
          {field('rebate', t('register.rebate'), { inputMode: 'decimal', hint: t('team.rebateHint', { max: maxRebate }) })}
          <Button type="submit" block loading={isLoading}>
            {t('register.submit')}
          </Button>
        </Form>
      </Card>
    </PageBody>
  );
}

/** Waits for the registration rule set (GET /wps/system/setting/register, the one player registration uses). */
function AgentRegisterForm() {
  const settings = useRegisterSettingsQuery();
  return (
    <QueryView
      isLoading={settings.isLoading}
      isError={!settings.data && settings.isError}
      isFetching={settings.isFetching}
      onRetry={() => void settings.refetch()}
    >
      {settings.data && <AgentRegister rules={settings.data} />}
    </QueryView>
  );
}

/** Open account (/m/agentRegister): an agent opens a downline account by the player registration rule set. */
export function AgentRegisterPage() {
  return (
    <AgentGuard>
      <AgentRegisterForm />
    </AgentGuard>
  );
}
