import { useCallback, useRef, useState } from 'react';
import { useAppSelector, useMoneyOperation } from '@wl/api-client';
import { selectIsLoggedIn, useAccessGate, useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, InlineMessage, Muted, PageState, useToast } from '@wl/ui-kit';
import { useClaimRaffleMutation, useRaffleStatusQuery } from './rewardCenterApi';
import { hasEnded, PromotionFrame, type RewardPromotion } from './RewardCard';
import { useRewardError } from './shared';

/**
 * A RAFFLE: one draw per target reached; each draw is claimed on its own and pays a prize into the wallet (a money
 * operation: one key per draw, an unanswered one checked against the raffle's status read again).
 */
export function RaffleCard({ promotion }: { promotion: RewardPromotion }) {
  const { t } = useTranslation('rewards');
  const toast = useToast();
  const gate = useAccessGate();
  const money = useFormatAmount();
  const rewardError = useRewardError();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const status = useRaffleStatusQuery(promotion.promotionId, { skip: !loggedIn || hasEnded(promotion) });
  const [send] = useClaimRaffleMutation();
  // the number of draws claimed so far is part of the operation: the next draw is another operation with its own key
  const draw = useMoneyOperation(
    useCallback(
      (args: { promotionId: number; chances: number }, idempotencyKey: string) => send({ promotionId: args.promotionId, idempotencyKey }).unwrap(),
      [send],
    ),
  );
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | undefined>(undefined);
  // the draws left when a draw was paid: the button stays locked until the status read again counts it (the ref also
  // stops a second tap that comes before the page has drawn that)
  const [paidAt, setPaidAt] = useState<number | undefined>(undefined);
  const paidRef = useRef<number | undefined>(undefined);
  const condition = promotion.condition;

  const act = async (chances: number) => {
    if (paidRef.current === chances || !gate('promotion')) return;
    setNotice(undefined);
    const outcome = await draw.run({ promotionId: promotion.promotionId, chances });
    if (!outcome) return;
    if (outcome.state === 'done') {
      paidRef.current = chances;
      setPaidAt(chances);
      return toast.show({ message: t('rewardCenter.raffle.wonToast', { amount: money(outcome.value.amount) }), kind: 'success' });
    }
    if (outcome.state === 'refused') return setNotice({ kind: 'danger', text: rewardError(outcome.error.code) });
    setNotice({ kind: 'info', text: t('rewardCenter.raffle.checking') });
    const after = await status.refetch().catch(() => undefined);
    if (!after?.data) setNotice({ kind: 'danger', text: t('rewardCenter.promotions.unknownOutcome') });
    else if (after.data.chances < chances) setNotice({ kind: 'info', text: t('rewardCenter.raffle.wentThrough') });
    else setNotice({ kind: 'danger', text: t('rewardCenter.raffle.notDone') });
  };

  return (
    <PromotionFrame promotion={promotion} badge={<Muted>{t('rewardCenter.raffle.label')}</Muted>}>
      {condition && <Muted>{t('rewardCenter.raffle.perDraw', { target: money(condition.target), days: condition.days })}</Muted>}
      {!loggedIn && (
        <Button block onClick={() => gate('promotion')}>
          {t('rewardCenter.promotions.logInToClaim')}
        </Button>
      )}
      {loggedIn && !hasEnded(promotion) && (
        <PageState query={status} size="section">
          {(raffle) => (
            <>
              <Muted role="status">
                {raffle.status === 'claimable'
                  ? t('rewardCenter.raffle.chances', { count: raffle.chances })
                  : raffle.status === 'claimed'
                    ? t('rewardCenter.raffle.claimedAll')
                    : t('rewardCenter.raffle.open')}
              </Muted>
              {raffle.won !== '0.00' && <Muted>{t('rewardCenter.raffle.won', { amount: money(raffle.won) })}</Muted>}
              {notice && <InlineMessage tone={notice.kind}>{notice.text}</InlineMessage>}
              <Button
                block
                disabled={raffle.status !== 'claimable' || raffle.chances === paidAt}
                loading={draw.inFlight}
                onClick={() => void act(raffle.chances)}
                aria-label={t('rewardCenter.raffle.drawLabel', { title: promotion.title })}
              >
                {t('rewardCenter.raffle.draw')}
              </Button>
            </>
          )}
        </PageState>
      )}
    </PromotionFrame>
  );
}
