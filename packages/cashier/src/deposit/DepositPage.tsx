import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AccessGuard } from '@wl/auth';
import { LayoutSlot, variant, type SlotVariants } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { EmptyState, PageBody, PageState, Spinner, Stack, Tabs } from '@wl/ui-kit';
import { useDepositChannelsQuery, useDepositPromotionsQuery } from './depositApi';
import { DepositRecords } from './DepositRecords';
import { OrderStatus } from './OrderStatus';
import type { DepositVariantProps } from './variants/variant';

/** The two deposit designs (brand template `dep_func`), each its own chunk: a brand's build ships only those it uses. */
const VARIANTS: SlotVariants<'dep_func', DepositVariantProps> = {
  0: !import.meta.env.WL_OMIT_DEP_FUNC_0 && variant(() => import('./variants/ClassicDeposit'), 'ClassicDeposit'),
  1: !import.meta.env.WL_OMIT_DEP_FUNC_1 && variant(() => import('./variants/TabbedDeposit'), 'TabbedDeposit'),
};

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space['4']};
`;

/** The search parameters of the page: `tab=records`, and `order` when the payment page sends the player back. */
const TAB = 'tab';
const ORDER = 'order';

function DepositChannels() {
  const { t } = useTranslation('cashier');
  const channels = useDepositChannelsQuery(undefined, { refetchOnMountOrArgChange: true });
  // promotions are optional: without them (or while they fail) the form offers none
  const promotions = useDepositPromotionsQuery();
  return (
    // a failed background read (focus, reconnect) keeps the channels shown: the form and what was typed stay
    <PageState
      query={{ ...channels, isError: channels.isError && !channels.data }}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={t('deposit.channels.empty')} />}
      size="section"
    >
      {(list) => (
        <Suspense
          fallback={
            <Center>
              <Spinner />
            </Center>
          }
        >
          <LayoutSlot slot="dep_func" variants={VARIANTS} props={{ channels: list, promotions: promotions.data ?? [] }} />
        </Suspense>
      )}
    </PageState>
  );
}

function Deposit() {
  const { t } = useTranslation('cashier');
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const tab = params.get(TAB) === 'records' ? 'records' : 'deposit';
  const returnedOrder = params.get(ORDER);
  const show = (next: string) => setParams(next === 'records' ? { [TAB]: 'records' } : {}, { replace: true });
  return (
    <PageBody>
      <Tabs
        label={t('deposit.tabs.label')}
        items={[
          { id: 'deposit', label: t('deposit.tabs.deposit') },
          { id: 'records', label: t('deposit.tabs.records') },
        ]}
        value={tab}
        onChange={show}
        panelId={panelId}
      />
      <Stack $gap="3" id={panelId} role="tabpanel" aria-label={t(`deposit.tabs.${tab}`)}>
        {tab === 'records' ? (
          <DepositRecords />
        ) : returnedOrder ? (
          <OrderStatus orderId={returnedOrder} waiting="pending" onDone={() => setParams({}, { replace: true })} />
        ) : (
          <DepositChannels />
        )}
      </Stack>
    </PageBody>
  );
}

/**
 * Deposit, /m/voucherCenter (spec 001 section 7): guests go to login and back, trial accounts (type 4) are
 * refused with free_reject, members of types 0, 1 and 2 deposit. The brand's `dep_func` picks the design.
 */
export function DepositPage() {
  return (
    <AccessGuard feature="deposit">
      <Deposit />
    </AccessGuard>
  );
}
