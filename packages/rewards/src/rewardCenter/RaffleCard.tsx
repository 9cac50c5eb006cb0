import { useRef, useState } from 'react';
import { useAppSelector, type MoneyCheck } from '@wl/api-client';
import type { RaffleStatus } from '@wl/api-client/catalogue';
import { selectIsLoggedIn, useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, InlineMessage, Muted, PageState, useToast } from '@wl/ui-kit';
import { useClaimRaffleMutation, useRaffleStatusQuery } from './rewardCenterApi';
import { hasEnded, PromotionFrame, type RewardPromotion } from './RewardCard';
import { LogInToClaim, useCardClaim } from './shared';

/**
 * A RAFFLE: one draw per target reached; each draw is claimed on its own and pays a prize into the wallet (a money
 * operation: one key per draw, an unanswered one checked against the raffle's status read again).
 */
export function RaffleCard({ promotion }: { promotion: RewardPromotion }) {
  const { t } = useTranslation('rewards');
  const toast = useToast();
  const money = useFormatAmount();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const status = useRaffleStatusQuery(promotion.promotionId, { skip: !loggedIn || hasEnded(promotion) });
  const [send] = useClaimRaffleMutation();
  // the number of draws claimed so far is part of the operation: the next draw is another operation with its own key
  const draw = useCardClaim(
    {
      send: (args: { promotionId: number; chances: number }, idempotencyKey: string) => send({ promotionId: args.promotionId, idempotencyKey }).unwrap(),
      // no answer: the raffle's status read again says whether the draw went through (fewer draws left than at the tap)
      check: async ({ chances }: { promotionId: number; chances: number }): Promise<MoneyCheck<RaffleStatus>> => {
        const after = await status.refetch();
        if (after.isError || !after.data) return { state: 'unknown' };
        return after.data.chances < chances ? { state: 'made', value: after.data } : { state: 'notMade' };
      },
    },
    { checking: t('rewardCenter.raffle.checking'), made: t('rewardCenter.raffle.wentThrough'), notMade: t('rewardCenter.raffle.notDone') },
  );
  // the draws left when a draw was paid: the button stays locked until the status read again counts it (the ref also
  // stops a second tap that comes before the page has drawn that)
  const [paidAt, setPaidAt] = useState<number | undefined>(undefined);
  const paidRef = useRef<number | undefined>(undefined);
  const condition = promotion.condition;

  const act = async (chances: number) => {
    if (paidRef.current === chances) return;
    const value = await draw.run({ promotionId: promotion.promotionId, chances });
    if (!value) return;
    paidRef.current = chances;
    setPaidAt(chances);
    toast.show({ message: t('rewardCenter.raffle.wonToast', { amount: money(value.amount) }), kind: 'success' });
  };

  return (
    <PromotionFrame promotion={promotion} badge={<Muted>{t('rewardCenter.raffle.label')}</Muted>}>
      {condition && <Muted>{t('rewardCenter.raffle.perDraw', { target: money(condition.target), days: condition.days })}</Muted>}
      {!loggedIn && <LogInToClaim />}
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
              {draw.notice && <InlineMessage tone={draw.notice.kind}>{draw.notice.text}</InlineMessage>}
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
