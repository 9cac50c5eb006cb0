import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { MAX_RECORD_DAYS } from '@wl/api-client/catalogue';
import { AccessGuard, useWalletQuery } from '@wl/auth';
import { DateRangeForm } from '@wl/auth/forms';
import { lastDays, useTranslation } from '@wl/i18n';
import { buttonLook, PageBody, Stack, Tabs } from '@wl/ui-kit';
import { PnlTab } from './PnlTab';
import type { DateRange } from './recordsApi';
import { TransactionsTab } from './TransactionsTab';

/** The tab's panel fills the page's height below the period. */
const Panel = styled(Stack)`
  flex: 1;
`;

/** The deposit and withdrawal records, each in its page's Records tab. */
const Orders = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  > a {
    flex: 1 1 10rem;
  }
`;

const OrdersLink = styled(Link)`
  ${buttonLook('secondary', 'sm')}
  overflow-wrap: anywhere;
`;

const TABS = ['transactions', 'pnl'] as const;
type Tab = (typeof TABS)[number];

/**
 * Records (/m/records): transactions by type, and profit and loss, over a period (the last 7 days at first); the
 * deposit and withdrawal records are a link away (their pages' Records tabs).
 */
export function RecordsPage() {
  return (
    <AccessGuard feature="member">
      <Records />
    </AccessGuard>
  );
}

function Records() {
  const { t } = useTranslation('cashier');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'pnl' ? 'pnl' : 'transactions';
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  // the currency of the figures: the wallet the header already reads
  const currencySymbol = useWalletQuery().data?.currencySymbol ?? '';
  return (
    <PageBody>
      <Orders aria-label={t('wallets.records.orders')}>
        <OrdersLink to="/m/voucherCenter?tab=records">{t('wallets.records.depositRecords')}</OrdersLink>
        <OrdersLink to="/m/withdraw?tab=records">{t('wallets.records.withdrawRecords')}</OrdersLink>
      </Orders>
      <Tabs
        label={t('wallets.records.tabsLabel')}
        items={TABS.map((id) => ({ id, label: t(`wallets.records.${id}`) }))}
        value={tab}
        onChange={(id) => setParams(id === 'pnl' ? { tab: 'pnl' } : {}, { replace: true })}
        panelId="records-panel"
      />
      <DateRangeForm value={range} onApply={setRange} presets maxDays={MAX_RECORD_DAYS} />
      <Panel $gap="3" id="records-panel" role="tabpanel" aria-label={t(`wallets.records.${tab}`)}>
        {tab === 'pnl' ? <PnlTab range={range} currencySymbol={currencySymbol} /> : <TransactionsTab range={range} currencySymbol={currencySymbol} />}
      </Panel>
    </PageBody>
  );
}
