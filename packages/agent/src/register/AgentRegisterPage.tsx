import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import type { DownlineRegisterPayload, RegisterSettings } from '@wl/api-client/protocol';
import { checkConfirm, checkRegisterField, useRegisterSettingsQuery, useRevalidateOnLanguageChange, type ValidationMessage } from '@wl/auth/forms';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Card, Muted, PageBody, PageState, Tabs, TextField, type TextFieldProps, useForm, useToast } from '@wl/ui-kit';
import { AffiliateLinksPanel } from '../affiliate/AffiliateLinksPanel';
import { AgentGuard } from '../AgentGuard';
import { useDownlinesQuery, useRegisterDownlineMutation } from '../api/agentApi';
import { parseRebate } from '../team/RebateDialog';

type Values = Record<keyof DownlineRegisterPayload, string>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

const EMPTY: Values = { username: '', password: '', confirmPassword: '', rebate: '0' };

function AgentRegister({ rules }: { rules: RegisterSettings }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('accounts');
  const say = (message: ValidationMessage | undefined) => (message ? ta(message.key, message.values) : undefined);
  const toast = useToast();
  const [register] = useRegisterDownlineMutation();
  const maxRebate = useDownlinesQuery({ search: '', pageNo: 1 }).data?.maxRebate ?? 0;
  const form = useForm({
    initial: EMPTY,
    // username and password by the player registration rule set (both required for a downline account)
    validate: {
      username: (value) => say(checkRegisterField('username', value, rules.username, true)),
      password: (value) => say(checkRegisterField('password', value, rules.password, true)),
      confirmPassword: (value, values) => say(checkConfirm(values.password, value)),
      rebate: (value) => (parseRebate(value, maxRebate) === null ? t('team.rebateInvalid', { max: maxRebate }) : undefined),
    },
    dependsOn: { confirmPassword: ['password'] },
    onSubmit: submit,
  });
  useRevalidateOnLanguageChange(form.revalidate);

  /** Opens the account; a failure keeps what was typed and shows on the field the platform names, or as a toast. */
  async function submit(values: Values): Promise<void> {
    try {
      const { account } = await register({ ...values, username: values.username.trim(), rebate: Number(values.rebate) }).unwrap();
      toast.show({ message: t('register.success', { account }), kind: 'success' });
      form.reset();
    } catch (failure) {
      const error = isApiError(failure) ? failure : undefined;
      const field = error?.value?.field;
      const message = error?.code === 'username.exists' ? t('register.usernameExists') : tc(errorMessageKey(error?.code ?? ''));
      if (typeof field === 'string' && field in EMPTY) form.setError(field as keyof Values, message);
      else toast.show({ message, kind: 'error' });
    }
  }

  const field = (name: keyof Values, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField {...form.field(name)} name={name} label={label} {...extra} />
  );

  return (
    <Card>
      <Muted>{t('register.intro')}</Muted>
      <Form onSubmit={(e) => void form.submit(e)} noValidate>
        {field('username', t('register.username'), { autoComplete: 'off' })}
        {field('password', t('register.password'), { type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', t('register.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
        {field('rebate', t('register.rebate'), { inputMode: 'decimal', hint: t('team.rebateHint', { max: maxRebate }) })}
        <Button type="submit" block loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** Waits for the registration rule set (the one player registration uses). */
function AgentRegisterForm() {
  const settings = useRegisterSettingsQuery();
  return (
    // a failed background refetch keeps the form (and what was typed)
    <PageState query={{ ...settings, isError: !settings.data && settings.isError }}>{(rules) => <AgentRegister rules={rules} />}</PageState>
  );
}

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

const TABS = ['account', 'links'] as const;

/** The open-account form, or the affiliate links (`?tab=links`: where the affiliate entry leads, spec 000 section 6). */
function AgentRegisterTabs() {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'links' ? 'links' : 'account';
  return (
    <PageBody>
      <Tabs
        label={t('affiliate.tabsLabel')}
        items={TABS.map((id) => ({ id, label: t(id === 'links' ? 'affiliate.tabLinks' : 'affiliate.tabAccount') }))}
        value={tab}
        onChange={(id) => setParams(id === 'links' ? { tab: 'links' } : {}, { replace: true })}
        panelId="agent-register-panel"
      />
      <Panel id="agent-register-panel" role="tabpanel" aria-label={t(tab === 'links' ? 'affiliate.tabLinks' : 'affiliate.tabAccount')}>
        {tab === 'links' ? <AffiliateLinksPanel /> : <AgentRegisterForm />}
      </Panel>
    </PageBody>
  );
}

/**
 * Open account (/m/agentRegister): an agent opens a downline account by the player registration rule set, or
 * creates and shares affiliate links (the second tab).
 */
export function AgentRegisterPage() {
  return (
    <AgentGuard>
      <AgentRegisterTabs />
    </AgentGuard>
  );
}
