import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { addAmounts, useMoneyFlow, type MoneyCheck } from '@wl/api-client';
import { MAIN_WALLET_CODE } from '@wl/api-client/catalogue';
import { AccessGuard, useFormatAmount } from '@wl/auth';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, Card, CardList, EmptyState, Heading, InlineMessage, Muted, PageBody, PageState, useToast, WalletIcon } from '@wl/ui-kit';
import { TransferForm, type TransferFormHandle } from './TransferForm';
import { Balance, Figure, Row, WalletItem, WalletName } from './ui';
import { useWalletBalancesQuery, useWalletTransferMutation, type WalletsValue } from './walletsApi';

const RecordsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.link};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** The wallets (/m/wallet): the total and main balance, recall-all, a transfer, every vendor wallet. */
export function WalletsPage() {
  return (
    <AccessGuard feature="money">
      <Wallets />
    </AccessGuard>
  );
}

function Wallets() {
  const query = useWalletBalancesQuery();
  const { refetch } = query;
  const reload = useCallback(async () => (await refetch()).data, [refetch]);
  return (
    <PageBody>
      <PageState query={query}>{(wallets) => <WalletsView wallets={wallets} reload={reload} />}</PageState>
    </PageBody>
  );
}

function WalletsView({ wallets, reload }: { wallets: WalletsValue; reload: () => Promise<WalletsValue | undefined> }) {
  const { t } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const transferForm = useRef<TransferFormHandle>(null);
  const [send] = useWalletTransferMutation();
  const recall = useMoneyFlow({
    send: (args: { to: string; all: true }, idempotencyKey: string) => send({ ...args, idempotencyKey }).unwrap(),
    // no answer: the balances read again say whether the game wallets were emptied (not read: unknown)
    check: async (): Promise<MoneyCheck<WalletsValue>> => {
      const after = await reload();
      if (!after) return { state: 'unknown' };
      return after.wallets.every((w) => w.vendor === MAIN_WALLET_CODE || w.balance === '0.00') ? { state: 'made', value: after } : { state: 'notMade' };
    },
  });
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | undefined>(undefined);
  const format = useFormatAmount();
  const money = (amount: string) => format(amount, wallets.currencySymbol);
  const main = wallets.wallets.find((w) => w.vendor === MAIN_WALLET_CODE)?.balance ?? '0.00';
  const vendors = wallets.wallets.filter((w) => w.vendor !== MAIN_WALLET_CODE);
  const total = addAmounts(...wallets.wallets.map((w) => w.balance));
  const inVendors = vendors.some((w) => w.balance !== '0.00');

  const recallAll = async () => {
    setNotice(undefined);
    const outcome = await recall.run({ to: MAIN_WALLET_CODE, all: true });
    if (!outcome) return;
    if (outcome.state === 'done') {
      const moved = outcome.value.moved;
      toast.show({ message: moved === '0.00' ? t('wallets.nothingToRecall') : t('wallets.recalled', { amount: money(moved) }), kind: 'success' });
      return;
    }
    if (outcome.state === 'refused') return setNotice({ kind: 'danger', text: tc(errorMessageKey(outcome.error.code)) });
    // no answer: say what the balances read again show; nothing is sent again by itself
    if (outcome.state === 'unknown') setNotice({ kind: 'danger', text: t('common.unknownOutcome') });
    else if (outcome.state === 'made') setNotice({ kind: 'info', text: t('wallets.recallWentThrough') });
    else setNotice({ kind: 'danger', text: t('wallets.recallNotDone') });
  };

  return (
    <>
      <Card aria-labelledby="wallets-total">
        <Muted id="wallets-total">{t('wallets.total')}</Muted>
        <Figure data-testid="wallets-total">{money(total)}</Figure>
        <Row>
          <Muted>{t('wallets.main')}</Muted>
          <Balance data-testid="wallets-main">{money(main)}</Balance>
        </Row>
        {recall.checking ? (
          <InlineMessage tone="info">{t('common.checking')}</InlineMessage>
        ) : (
          notice && <InlineMessage tone={notice.kind}>{notice.text}</InlineMessage>
        )}
        <Button variant="secondary" block onClick={() => void recallAll()} loading={recall.inFlight} disabled={!inVendors}>
          {t('wallets.recallAll')}
        </Button>
        <RecordsLink to="/m/records">{t('wallets.recordsLink')}</RecordsLink>
      </Card>
      <TransferForm ref={transferForm} wallets={wallets} money={money} reload={reload} />
      <section aria-labelledby="wallets-vendors">
        <Heading id="wallets-vendors" style={{ marginBottom: '0.5rem' }}>
          {t('wallets.vendors')}
        </Heading>
        {vendors.length === 0 && <EmptyState icon={<WalletIcon />} title={t('wallets.noVendors')} />}
        <CardList>
          {vendors.map((w) => (
            <WalletItem key={w.vendor} aria-label={t('wallets.vendorBalance', { wallet: w.name, amount: money(w.balance) })}>
              <WalletName>
                {w.name}
                <Balance $empty={w.balance === '0.00'}>{money(w.balance)}</Balance>
              </WalletName>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('wallets.transferHereLabel', { wallet: w.name })}
                onClick={() => transferForm.current?.transferWith(w.vendor)}
              >
                {t('wallets.transferHere')}
              </Button>
            </WalletItem>
          ))}
        </CardList>
      </section>
    </>
  );
}
