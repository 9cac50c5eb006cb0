import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useMoneyFlow, type ApiError, type MoneyCheck } from '@wl/api-client';
import { LOTTERY_ERROR, type LotterySubOrder } from '@wl/api-client/catalogue';
import { useFormatAmount } from '@wl/auth';
import { MoneyConfirm } from '@wl/auth/forms';
import { errorMessageKey, useTranslation, useDates } from '@wl/i18n';
import { Button, Card, CardList, ChevronLeftIcon, Figures, Heading, InlineMessage, Muted, PageState, RecordHead, RecordItem, useToast } from '@wl/ui-kit';
import { useCancelSubOrdersMutation, useLotteryOrderDetailQuery, type LotteryOrderDetailValue } from './betRecordsApi';
import { OrderFigures } from './OrderFigures';
import { StatusPill } from './ui';

const Back = styled(Button)`
  align-self: flex-start;
`;

type Message = { kind: 'info' | 'danger'; text: string };

/**
 * One lottery bet with its sub-orders; a sub-order of a draw still open can be cancelled, after a confirmation: the
 * cancellation is a money operation (its stake goes back to the wallet), sent once per confirmation. A refusal says
 * why (the draw has closed: when); no answer reads the bet again and says whether it was cancelled.
 */
export function OrderDetail({ orderId }: { orderId: string }) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const money = useFormatAmount();
  const time = useDates().time;
  const detail = useLotteryOrderDetailQuery(orderId);
  const [send] = useCancelSubOrdersMutation();
  const cancel = useMoneyFlow({
    send: (subOrderId: string, idempotencyKey: string) => send({ orderId, subOrderIds: [subOrderId], idempotencyKey }).unwrap(),
    // no answer: the bet read again says whether the sub-order was cancelled
    check: async (subOrderId: string): Promise<MoneyCheck<LotterySubOrder>> => {
      const after = await detail.refetch();
      const now = after.data?.subOrders.find((s) => s.subOrderId === subOrderId);
      if (after.isError || !now) return { state: 'unknown' };
      return now.status === 'cancelled' ? { state: 'made', value: now } : { state: 'notMade' };
    },
  });
  const [confirming, setConfirming] = useState<LotterySubOrder | undefined>(undefined);
  const [message, setMessage] = useState<Message | undefined>(undefined);
  // one cancellation per confirmation, however many taps reach the prompt before it closes
  const confirmed = useRef<LotterySubOrder | undefined>(undefined);

  const back = () => {
    // the list the player came from (with its filters and pages), or the list when the detail was opened directly
    if (location.key !== 'default') return void navigate(-1);
    const list = new URLSearchParams(params);
    list.delete('order');
    void navigate({ search: `?${list}` }, { replace: true });
  };

  const refused = (error: ApiError, order: LotteryOrderDetailValue) => {
    if (error.code === LOTTERY_ERROR.drawClosed) {
      const closeTime = typeof error.value?.closeTime === 'number' ? error.value.closeTime : order.closeTime;
      return t('betRecords.drawClosed', { numero: order.numero, time: time(closeTime) });
    }
    if (error.code === LOTTERY_ERROR.notPending) return t('betRecords.notPending');
    return tc(errorMessageKey(error.code));
  };

  const confirm = async (order: LotteryOrderDetailValue, sub: LotterySubOrder) => {
    if (confirmed.current === sub) return;
    confirmed.current = sub;
    setMessage(undefined);
    const outcome = await cancel.run(sub.subOrderId);
    setConfirming(undefined);
    if (!outcome) return;
    if (outcome.state === 'done') {
      toast.show({ message: t('betRecords.cancelled', { amount: money(outcome.value.refundAmount) }), kind: 'success' });
      return;
    }
    if (outcome.state === 'refused') return setMessage({ kind: 'danger', text: refused(outcome.error, order) });
    // no answer: what the bet read again showed; nothing is sent again by itself
    if (outcome.state === 'made') setMessage({ kind: 'info', text: t('betRecords.wentThrough') });
    else if (outcome.state === 'notMade') setMessage({ kind: 'danger', text: t('betRecords.notDone') });
    else setMessage({ kind: 'danger', text: t('betRecords.unknownOutcome') });
  };

  return (
    <>
      <Back variant="ghost" size="sm" onClick={back}>
        <ChevronLeftIcon aria-hidden="true" /> {t('betRecords.back')}
      </Back>
      <PageState query={detail}>
        {(order) => (
          <>
            <Card aria-labelledby="bet-order-title">
              <RecordHead>
                <Heading $size="lg" id="bet-order-title">
                  {order.gameName}
                </Heading>
                <StatusPill $status={order.status}>{t(`betRecords.status.${order.status}`)}</StatusPill>
              </RecordHead>
              <Muted>{t('betRecords.draw', { numero: order.numero })}</Muted>
              <Muted>
                {/* open or closed when the platform answered (the answer is read again after every cancel) */}
                {t(order.closeTime > (detail.fulfilledTimeStamp ?? 0) ? 'betRecords.closes' : 'betRecords.closed', { time: time(order.closeTime) })}
              </Muted>
              <Muted>{t('betRecords.placed', { time: time(order.createTime) })}</Muted>
              <Muted>{t('betRecords.order', { orderId: order.orderId })}</Muted>
              <OrderFigures order={order} />
            </Card>
            {message && <InlineMessage tone={message.kind}>{message.text}</InlineMessage>}
            <Heading as="h3" id="bet-suborders">
              {t('betRecords.subOrders')}
            </Heading>
            <CardList aria-labelledby="bet-suborders">
              {order.subOrders.map((sub) => (
                <RecordItem key={sub.subOrderId}>
                  <RecordHead>
                    <span>{sub.playName}</span>
                    <StatusPill $status={sub.status}>{t(`betRecords.status.${sub.status}`)}</StatusPill>
                  </RecordHead>
                  <Muted>{sub.betContent}</Muted>
                  <Figures $layout="inline">
                    <div>
                      <dt>{t('betRecords.stake')}</dt>
                      <dd>{money(sub.betAmount)}</dd>
                    </div>
                    {sub.winAmount !== null && (
                      <div>
                        <dt>{t('betRecords.win')}</dt>
                        <dd>{money(sub.winAmount)}</dd>
                      </div>
                    )}
                  </Figures>
                  {sub.cancellable && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('betRecords.cancelLabel', { play: sub.playName, pick: sub.betContent })}
                      onClick={() => {
                        setMessage(undefined);
                        confirmed.current = undefined;
                        setConfirming(sub);
                      }}
                    >
                      {t('betRecords.cancel')}
                    </Button>
                  )}
                </RecordItem>
              ))}
            </CardList>
            <MoneyConfirm
              open={confirming !== undefined}
              title={t('betRecords.confirmTitle')}
              message={cancel.checking && <InlineMessage tone="info">{t('betRecords.checking')}</InlineMessage>}
              confirmLabel={t('betRecords.cancel')}
              cancelLabel={t('betRecords.keep')}
              danger
              busy={cancel.inFlight}
              onSubmit={(event) => {
                event.preventDefault();
                if (confirming) void confirm(order, confirming);
              }}
              onCancel={() => setConfirming(undefined)}
            >
              {confirming && (
                <Muted>{t('betRecords.confirmMessage', { play: confirming.playName, pick: confirming.betContent, amount: money(confirming.betAmount) })}</Muted>
              )}
            </MoneyConfirm>
          </>
        )}
      </PageState>
    </>
  );
}
