import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@wl/api-client';
import { DOWNLINE_ERROR, type DownlineDetail } from '@wl/api-client/catalogue';
import { ERROR_CODE } from '@wl/api-client/protocol';
import { isAgentType, useFormatAmount } from '@wl/auth';
import { useRevalidateOnLanguageChange } from '@wl/auth/forms';
import { errorMessageKey, useDates, useTranslation } from '@wl/i18n';
import { Alert, Button, Card, EmptyState, FieldList, Heading, Muted, PageState, Stack, TextField, useForm, UsersIcon, useToast } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDownlineDetailQuery, useUpdateDownlineRebatesMutation } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { LinkButton } from '../ui/LinkButton';
import { TEAM_PATH } from '../rules/menu';
import { parseRebate, useProductName, useRebateLimits, type RebateLimit } from './rebateLimits';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${(p) => p.theme.space['3']};
`;

/**
 * One field per product type, each 0 to the agent's limit for it (steps of 0.1, the limit as the hint): a value
 * outside is refused at its field with what was typed kept; a platform refusal shows at the field it names and under
 * the form. Saves all types at once.
 */
function RebateForm({ downline, limits }: { downline: DownlineDetail; limits: RebateLimit[] }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const productName = useProductName();
  const [update] = useUpdateDownlineRebatesMutation();
  const current = new Map(downline.rebates.map((r) => [r.productType, r.rebate]));
  const form = useForm<Record<string, string>, string>({
    initial: Object.fromEntries(limits.map((l) => [l.productType, String(current.get(l.productType) ?? 0)])),
    validate: Object.fromEntries(
      limits.map((l) => [
        l.productType,
        (text: string) => (parseRebate(text, l.limit) === null ? t('downline.aboveLimit', { product: productName(l.productType), limit: l.limit }) : undefined),
      ]),
    ),
    onSubmit: async (values) => {
      try {
        await update({
          account: downline.account,
          rebates: limits.map((l) => ({ productType: l.productType, rebate: Number(values[l.productType]) })),
        }).unwrap();
        toast.show({ message: t('downline.saved', { account: downline.account }), kind: 'success' });
      } catch (failure) {
        const error = isApiError(failure) ? failure : undefined;
        const productType = error?.value?.productType;
        if (error?.code === DOWNLINE_ERROR.aboveLimit && typeof productType === 'string' && limits.some((l) => l.productType === productType)) {
          form.setError(productType, t('downline.refusedLimit', { product: productName(productType), limit: String(error.value?.limit ?? '') }));
        }
        // rethrown: the form keeps what was typed and shows the refusal under it
        throw failure;
      }
    },
  });
  useRevalidateOnLanguageChange(form.revalidate);
  const error = isApiError(form.formError) ? form.formError : undefined;
  const refusal =
    form.formError === undefined
      ? undefined
      : error?.code === DOWNLINE_ERROR.aboveLimit
        ? t('downline.refusedLimit', { product: productName(String(error.value?.productType ?? '')), limit: String(error.value?.limit ?? '') })
        : tc(errorMessageKey(error?.code ?? ''));

  return (
    <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('downline.rebates')}>
      <Muted>{t('downline.rebatesIntro')}</Muted>
      <Fields>
        {limits.map((l) => (
          <TextField
            key={l.productType}
            {...form.field(l.productType)}
            name={l.productType}
            label={t('downline.rebateLabel', { product: productName(l.productType) })}
            inputMode="decimal"
            hint={t('downline.limitHint', { limit: l.limit })}
          />
        ))}
      </Fields>
      {refusal && <Alert role="alert">{refusal}</Alert>}
      <Button type="submit" block loading={form.submitting}>
        {t('downline.save')}
      </Button>
    </Stack>
  );
}

/** The downline's facts, the transfer link and the rebate form (the agent's limits loaded first). */
function DownlineView({ downline }: { downline: DownlineDetail }) {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const money = useFormatAmount();
  const limits = useRebateLimits();
  return (
    <>
      <Card aria-labelledby="downline-facts">
        <Heading id="downline-facts">{t('downline.facts')}</Heading>
        <FieldList
          items={[
            { label: t('downline.type'), value: t(isAgentType(downline.type) ? 'downline.typeAgent' : 'downline.typePlayer') },
            { label: t('downline.balance'), value: money(downline.balance) },
            { label: t('downline.registered'), value: dates.isoDay(downline.registerDate) },
            { label: t('downline.lastLogin'), value: downline.lastLoginDate ? dates.isoDay(downline.lastLoginDate) : t('downline.never') },
            { label: t('downline.teamSize'), value: downline.teamSize },
          ]}
        />
        <LinkButton to={`/m/agent/transfer?to=${encodeURIComponent(downline.account)}`} $variant="secondary">
          {t('transfer.transferTo', { account: downline.account })}
        </LinkButton>
      </Card>
      <Card aria-labelledby="downline-rebates">
        <Heading id="downline-rebates">{t('downline.rebates')}</Heading>
        <PageState
          query={limits}
          size="section"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={<UsersIcon />} title={t('downline.noProducts')} />}
        >
          {(list) => <RebateForm key={downline.account} downline={downline} limits={list} />}
        </PageState>
      </Card>
    </>
  );
}

function NotFound({ account }: { account: string }) {
  const { t } = useTranslation('agent');
  return (
    <EmptyState
      icon={<UsersIcon />}
      title={t('downline.notFound', { account })}
      description={t('downline.notFoundHint')}
      action={<LinkButton to={TEAM_PATH}>{t('downline.backToTeam')}</LinkButton>}
    />
  );
}

function Downline() {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const account = (params.get('account') ?? '').trim();
  const detail = useDownlineDetailQuery({ account }, { skip: !account });
  const notFound = !account || (isApiError(detail.error) && detail.error.code === ERROR_CODE.notFound);
  return (
    <AgentPage title={t('downline.title', { account })} backTo={TEAM_PATH}>
      {notFound ? (
        <NotFound account={account} />
      ) : (
        <PageState query={detail}>{(downline) => <DownlineView key={downline.account} downline={downline} />}</PageState>
      )}
    </AgentPage>
  );
}

/**
 * A downline's detail (/m/member/team/detail?account=, from the team list): its account facts, a transfer to it, and
 * its rebate per product type within the agent's limits (docs/decisions/075).
 */
export function DownlinePage() {
  return (
    <AgentGuard>
      <Downline />
    </AgentGuard>
  );
}
