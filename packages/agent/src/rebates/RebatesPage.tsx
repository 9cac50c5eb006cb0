import { Navigate } from 'react-router';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { CardList, EmptyState, FieldList, FileIcon, PageBody, PageState, RecordHead, RecordItem } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useRebateSettingsQuery } from '../api/agentApi';
import { useProductName } from '../team/rebateLimits';
import { AgentPage } from '../ui/AgentPage';

/** The rebate rate per product type (the catalogue's `rebateSettings`). */
function RebateList() {
  const { t } = useTranslation('agent');
  const rebates = useRebateSettingsQuery();
  const productName = useProductName();
  return (
    <PageState query={rebates} isEmpty={(list) => list.length === 0} empty={<EmptyState icon={<FileIcon />} title={t('rebates.empty')} />}>
      {(list) => (
        <CardList>
          {list.map((r) => (
            <RecordItem key={r.productType} aria-label={productName(r.productType)}>
              <RecordHead>
                <span>{productName(r.productType)}</span>
                <span>{r.rebate}%</span>
              </RecordHead>
              <FieldList items={[{ label: t('rebates.max'), value: `${r.maxRebate}%` }]} />
            </RecordItem>
          ))}
        </CardList>
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
        <RebateList />
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
      <RebateList />
    </PageBody>
  );
}
