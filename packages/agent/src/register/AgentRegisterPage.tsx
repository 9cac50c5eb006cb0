import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import { DOWNLINE_ERROR, type QuotaLevel } from '@wl/api-client/catalogue';
import type { DownlineRegisterPayload, RegisterSettings } from '@wl/api-client/protocol';
import { checkConfirm, checkRegisterField, useRegisterSettingsQuery, useRevalidateOnLanguageChange, type ValidationMessage } from '@wl/auth/forms';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Card, FieldList, Heading, Muted, PageBody, PageState, Stack, Tabs, TextField, type TextFieldProps, useForm, useToast } from '@wl/ui-kit';
import { AffiliateLinksPanel } from '../affiliate/AffiliateLinksPanel';
import { AgentGuard } from '../AgentGuard';
import { useDownlineQuotaQuery, useRegisterDownlineMutation } from '../api/agentApi';
import { lowestLimit, parseRebate, useRebateLimits } from '../team/rebateLimits';

type Values = Record<keyof DownlineRegisterPayload, string>;

const EMPTY: Values = { username: '', password: '', confirmPassword: '', rebate: '0' };

/** The quota level an account with this rebate belongs to. */
const levelOf = (levels: readonly QuotaLevel[] | undefined, rebate: number) =>
  levels?.find((l) => Math.round(rebate * 10) >= Math.round(l.minRebate * 10) && Math.round(rebate * 10) <= Math.round(l.maxRebate * 10));

/** How many accounts of each rebate level the agent may still open (docs/decisions/075). */
function QuotaCard() {
  const { t } = useTranslation('agent');
  const quota = useDownlineQuotaQuery();
  return (
    <Card aria-labelledby="agent-quota">
      <Heading id="agent-quota">{t('quota.title')}</Heading>
      <PageState
        query={{ ...quota, isError: !quota.data && quota.isError }}
        size="section"
        isEmpty={(levels) => levels.length === 0}
        empty={<Muted>{t('quota.empty')}</Muted>}
      >
        {(levels) => (
          <FieldList
            data-testid="agent-quota"
            items={levels.map((l) => ({
              label: t('quota.level', { min: l.minRebate, max: l.maxRebate }),
              value: t('quota.remaining', { remaining: l.remaining, quota: l.quota }),
            }))}
          />
        )}
      </PageState>
    </Card>
  );
}

function AgentRegister({ rules, maxRebate }: { rules: RegisterSettings; maxRebate: number }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const { t: ta } = useTranslation('accounts');
  const say = (message: ValidationMessage | undefined) => (message ? ta(message.key, message.values) : undefined);
  const toast = useToast();
  const [register] = useRegisterDownlineMutation();
  const quota = useDownlineQuotaQuery().data;
  /** A rebate (for every product type) within the agent's lowest limit, and of a level with accounts left. */
  const checkRebate = (value: string) => {
    const rebate = parseRebate(value, maxRebate);
    if (rebate === null) return t('team.rebateInvalid', { max: maxRebate });
    const level = levelOf(quota, rebate);
    return level && level.remaining === 0 ? t('quota.exhausted', { min: level.minRebate, max: level.maxRebate }) : undefined;
  };
  const form = useForm({
    initial: EMPTY,
    // username and password by the player registration rule set (both required for a downline account)
    validate: {
      username: (value) => say(checkRegisterField('username', value, rules.username, true)),
      password: (value) => say(checkRegisterField('password', value, rules.password, true)),
      confirmPassword: (value, values) => say(checkConfirm(values.password, value)),
      rebate: checkRebate,
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
      const value = error?.value ?? {};
      const message =
        error?.code === 'username.exists'
          ? t('register.usernameExists')
          : error?.code === DOWNLINE_ERROR.aboveLimit
            ? t('team.rebateInvalid', { max: String(value.limit ?? maxRebate) })
            : error?.code === DOWNLINE_ERROR.quotaExhausted
              ? t('quota.exhausted', { min: String(value.minRebate ?? ''), max: String(value.maxRebate ?? '') })
              : tc(errorMessageKey(error?.code ?? ''));
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
      <Stack as="form" $gap="3" onSubmit={(e) => void form.submit(e)} noValidate>
        {field('username', t('register.username'), { autoComplete: 'off' })}
        {field('password', t('register.password'), { type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', t('register.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
        {field('rebate', t('register.rebate'), { inputMode: 'decimal', hint: t('team.rebateHint', { max: maxRebate }) })}
        <Button type="submit" block loading={form.submitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </Card>
  );
}

/** Waits for the registration rule set (the one player registration uses) and the agent's rebate limits. */
function AgentRegisterForm() {
  const settings = useRegisterSettingsQuery();
  const limits = useRebateLimits();
  const data = settings.data && limits.data ? { rules: settings.data, maxRebate: lowestLimit(limits.data) } : undefined;
  // a failed background refetch keeps the form (and what was typed)
  const query = {
    data,
    isLoading: settings.isLoading || limits.isLoading,
    isFetching: settings.isFetching || limits.isFetching,
    isError: !data && (settings.isError || limits.isError),
    refetch: () => {
      if (settings.isError) void settings.refetch();
      limits.refetch();
    },
  };
  return (
    <>
      <QuotaCard />
      <PageState query={query}>{({ rules, maxRebate }) => <AgentRegister rules={rules} maxRebate={maxRebate} />}</PageState>
    </>
  );
}

const Panel = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
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
