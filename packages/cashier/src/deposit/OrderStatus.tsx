import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch } from '@wl/api-client';
import { AUTH_TAGS, authApi, useFormatAmount, useWalletQuery } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, buttonLook, Card, Notice, QrCode, Row } from '@wl/ui-kit';
import { RECORD_DAYS, useDepositRecordsQuery, type DepositRecord } from './depositApi';
import { recordRange } from './rules';

/** How often a pending deposit is read again while its page is open. */
export const ORDER_POLL_MS = 4000;

/** The balance after a successful deposit (read again when it turned successful). */
const Balance = styled.p`
  margin: 0;
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: break-word;
`;

/** Where to go after a successful deposit: links, in the buttons' look. */
const ActionLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${(p) => buttonLook(p.$variant ?? 'primary')}
`;

const Code = styled(QrCode)`
  margin: 0 auto;
`;

const toneOf = (status: DepositRecord['status']) => (status === 'success' ? 'success' : status === 'failed' ? 'danger' : 'info');

export interface OrderStatusProps {
  orderId: string;
  /** the message while pending: a manual transfer waits for the merchant, a payment (opened or scanned) for the player */
  waiting: 'manual' | 'payment' | 'scan' | 'pending';
  /** what the player's wallet app scans to pay (an e-wallet's answer), shown as a QR code while pending */
  qrCode?: string;
  /** the payment page, when the player may open it again */
  paymentUrl?: string;
  onOpenPayment?: () => void;
  onDone?: () => void;
}

/**
 * One deposit's state in one box (with what to do while the player pays), read from the deposit records and read
 * again while it is pending; when it turns successful the balance is read again (auth's Wallet), so it rises by
 * exactly the deposit, and shown, with the ways on: play, the records, another deposit.
 */
export function OrderStatus({ orderId, waiting, qrCode, paymentUrl, onOpenPayment, onDone }: OrderStatusProps) {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const wallet = useWalletQuery();
  const dispatch = useAppDispatch();
  const range = useMemo(() => recordRange(RECORD_DAYS), []);
  const args = { ...range, pageNo: 1 };
  // read first without polling, to know whether the deposit is settled; then poll only while it is not
  const { status } = useDepositRecordsQuery(args, {
    refetchOnMountOrArgChange: true,
    selectFromResult: (r) => ({ status: r.data?.list.find((row) => row.orderId === orderId)?.status }),
  });
  const records = useDepositRecordsQuery(args, { pollingInterval: status === undefined || status === 'pending' ? ORDER_POLL_MS : 0 });
  const record = records.data?.list.find((row) => row.orderId === orderId);

  useEffect(() => {
    if (status === 'success') dispatch(authApi.util.invalidateTags([AUTH_TAGS.Wallet]));
  }, [status, dispatch]);

  let message;
  if (!record) {
    message =
      records.isError && !records.isFetching ? (
        <Notice $tone="danger">{t('common.unknownOutcome')}</Notice>
      ) : (
        <Notice $tone="info">{t('common.checking')}</Notice>
      );
  } else {
    const values = { orderId, amount: format(record.amount) };
    const key =
      record.status !== 'pending'
        ? (`deposit.order.${record.status}` as const)
        : waiting === 'manual'
          ? 'deposit.order.manualPending'
          : 'deposit.order.pending';
    // while the player pays (a window, or a code to scan), what to do goes in the same box as the state: one box
    const doing = record.status === 'pending' && (waiting === 'payment' || waiting === 'scan') ? ` ${t(`deposit.payment.${waiting === 'payment' ? 'waiting' : 'scan'}`)}` : '';
    message = (
      <Notice $tone={toneOf(record.status)}>
        {t(key, values)}
        {doing}
      </Notice>
    );
  }

  return (
    <Card aria-label={t('deposit.payment.title')}>
      <div role="status" aria-live="polite">
        {message}
      </div>
      {waiting === 'scan' && qrCode && (status === undefined || status === 'pending') && <Code value={qrCode} label={t('deposit.payment.qrLabel', { orderId })} />}
      {status === 'success' && wallet.data && <Balance>{t('deposit.order.newBalance', { balance: format(wallet.data.sumBalance) })}</Balance>}
      <Row>
        {paymentUrl && onOpenPayment && status === 'pending' && (
          <Button variant="secondary" onClick={onOpenPayment}>
            {t('deposit.payment.open')}
          </Button>
        )}
        {status === 'success' && (
          <>
            <ActionLink to="/m/home">{t('deposit.order.playNow')}</ActionLink>
            <ActionLink to="/m/records" $variant="secondary">
              {t('deposit.order.viewRecords')}
            </ActionLink>
          </>
        )}
        {onDone && (
          <Button variant="ghost" onClick={onDone}>
            {t('deposit.order.newDeposit')}
          </Button>
        )}
      </Row>
    </Card>
  );
}
