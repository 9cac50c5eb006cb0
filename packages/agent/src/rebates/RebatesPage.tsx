import { Navigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { CardList, EmptyState, FieldList, FileIcon, Muted, PageBody, PageState, RecordHead, RecordItem } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useRebateSettingsQuery } from '../api/agentApi';
import { useProductName, useRebateLimits } from '../team/rebateLimits';
import { AgentPage } from '../ui/AgentPage';

/**
 * The member's own rebate rate per product type (the catalogue's `rebateSettings`); for an agent (`team`) each row
 * also says how much of it the agent may give its team: the lower of its own rate and the merchant's ceiling of the
 * type (rebateLimits, decision 075), so a ceiling below the agent's own rate never reads as a contradiction.
 */
function RebateList({ team }: { team: boolean }) {
  const { t } = useTranslation('agent');
  const own = useRebateSettingsQuery();
  const limits = useRebateLimits({ skip: !team });
  const productName = useProductName();
  const limitOf = new Map(limits.data?.map((l) => [l.productType, l.limit]));
  const query = team ? { ...limits, data: limits.data && own.data } : own;
  return (
    <PageState query={query} isEmpty={(list) => list.length === 0} empty={<EmptyState icon={<FileIcon />} title={t('rebates.empty')} />}>
      {(list) => (
        <>
          <CardList>
            {list.map((r) => (
              <RecordItem key={r.productType} aria-label={productName(r.productType)}>
                <RecordHead>
                  <span>{productName(r.productType)}</span>
                  <span>{t('rebates.percent', { rate: r.rebate })}</span>
                </RecordHead>
                {team && <FieldList items={[{ label: t('rebates.teamLimit'), value: t('rebates.percent', { rate: limitOf.get(r.productType) ?? 0 }) }]} />}
              </RecordItem>
            ))}
          </CardList>
          {team && <Muted>{t('rebates.limitNote')}</Muted>}
        </>
      )}
    </PageState>
  );
}

/** Rebate settings of the agent area (/m/member/agent/agentRebeat). */
export function RebatesPage() {
  const { t } = useTranslation('agent');
  return (
    <AgentGuard>
      <AgentPage title={t('menu.rebates')}>
        <RebateList team />
      </AgentPage>
    </AgentGuard>
  );
}

/** Cash back (/m/member/teamRebate): a member's own rebate rates, under the shell's top bar; guests log in first. */
export function CashBackPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <Navigate to="/m/login" replace state={{ from: { pathname: '/m/member/teamRebate' } }} />;
  return (
    <PageBody>
      <RebateList team={false} />
    </PageBody>
  );
}
