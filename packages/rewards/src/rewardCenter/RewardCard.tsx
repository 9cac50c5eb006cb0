import { useDates, useTranslation } from '@wl/i18n';
import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector, type MoneyCheck } from '@wl/api-client';
import { toMinor } from '@wl/api-client/money';
import type { PromotionAvailability, PromotionClaim } from '@wl/api-client/catalogue';
import { selectIsLoggedIn, useFormatAmount } from '@wl/auth';
import { SafeHtml, useParticipateMutation, usePromotionClaimsQuery } from '@wl/content';
import { Button, Card, InlineMessage, Muted, useToast } from '@wl/ui-kit';
import { LogInToClaim, useCardClaim } from './shared';

/** A reward-centre entry of the available promotions: a REWARD or a RAFFLE, with its id. */
export type RewardPromotion = PromotionAvailability & { key: 'REWARD' | 'RAFFLE'; promotionId: number };

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
`;

const Amount = styled.strong`
  /* text colour: brand.primary is a fill colour, too light for text on a light card (axe, light mode) */
  color: ${(p) => p.theme.color.text.link};
  font-size: ${(p) => p.theme.font.size.md};
`;

const Rules = styled(SafeHtml)`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${(p) => p.theme.space['1']};
  }
  a {
    color: ${(p) => p.theme.color.text.link};
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.5rem;
  appearance: none;
  border: 0;
  border-radius: ${(p) => p.theme.radius.pill};
  overflow: hidden;
  background: ${(p) => p.theme.color.bg.sunken};
  &::-webkit-progress-bar {
    background: ${(p) => p.theme.color.bg.sunken};
  }
  &::-webkit-progress-value {
    background: ${(p) => p.theme.color.brand.primary};
  }
  &::-moz-progress-bar {
    background: ${(p) => p.theme.color.brand.primary};
  }
`;

/** Whether a promotion has ended (endDate in the past). */
export const hasEnded = (promotion: Pick<PromotionAvailability, 'endDate'>, now = Date.now()): boolean =>
  promotion.endDate !== undefined && promotion.endDate !== null && promotion.endDate <= now;

/** The card of a reward-centre promotion: title, what it pays or offers, its condition, rules (server HTML), dates, action. */
export function PromotionFrame({ promotion, badge, children }: { promotion: RewardPromotion; badge?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('rewards');
  const dates = useDates();
  const titleId = `reward-${promotion.promotionId}`;
  const ended = hasEnded(promotion);
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{promotion.title}</h3>
        {badge}
      </Head>
      {promotion.content && <Rules html={promotion.content} />}
      {children}
      {ended ? (
        <InlineMessage tone="danger" announce={false}>
          {t('rewardCenter.promotions.expired', { date: dates.day(promotion.endDate!) })}
        </InlineMessage>
      ) : (
        <Muted>{promotion.endDate ? t('rewardCenter.promotions.ends', { date: dates.day(promotion.endDate) }) : t('rewardCenter.promotions.longTerm')}</Muted>
      )}
    </Card>
  );
}

/** The condition and, for a member, the progress towards it. */
function Condition({ promotion }: { promotion: RewardPromotion }) {
  const { t } = useTranslation('rewards');
  const money = useFormatAmount();
  const condition = promotion.condition;
  if (!condition) return null;
  const target = money(condition.target);
  return (
    <>
      <Muted>{t(`rewardCenter.promotions.condition.${condition.type}`, { target, days: condition.days })}</Muted>
      {condition.progress !== undefined && (
        <>
          <Bar
            max={Number(toMinor(condition.target))}
            value={Math.min(Number(toMinor(condition.progress)), Number(toMinor(condition.target)))}
            aria-label={t('rewardCenter.promotions.progressLabel', { title: promotion.title })}
          />
          <Muted>{t('rewardCenter.promotions.progress', { progress: money(condition.progress), target })}</Muted>
        </>
      )}
    </>
  );
}

/**
 * A REWARD: claimed once its condition is met. A guest logs in in the login modal; a trial session is refused
 * (free_reject). The claim moves money: one idempotency key per claim (a double tap sends one, a press again after
 * no answer sends the same key), and an unanswered one is checked against the claims.
 */
export function RewardCard({ promotion }: { promotion: RewardPromotion }) {
  const { t } = useTranslation('rewards');
  const toast = useToast();
  const money = useFormatAmount();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const claims = usePromotionClaimsQuery(undefined, { skip: !loggedIn });
  const [participate] = useParticipateMutation();
  const amount = promotion.amount ? money(promotion.amount) : '';
  const claim = useCardClaim(
    {
      send: (promotionId: number, idempotencyKey: string) => participate({ promotionId, action: 'claim', idempotencyKey }).unwrap(),
      // no answer: the claims say whether it went through
      check: async (promotionId: number): Promise<MoneyCheck<PromotionClaim>> => {
        const after = await claims.refetch();
        if (after.isError || !after.data) return { state: 'unknown' };
        const row = after.data.find((c) => c.promotionId === promotionId);
        return row ? { state: 'made', value: row } : { state: 'notMade' };
      },
    },
    {
      checking: t('rewardCenter.promotions.checking'),
      made: t('rewardCenter.promotions.wentThrough', { amount }),
      notMade: t('rewardCenter.promotions.notDone'),
    },
  );
  // claimed here: the button says so at once, before the lists are read again; the ref stops a second tap that comes
  // before the page has drawn that (a fast answer can arrive between the two taps of a double tap)
  const [claimedHere, setClaimedHere] = useState(false);
  const paid = useRef(false);
  const claimed = claimedHere || (claims.data?.some((c) => c.promotionId === promotion.promotionId && c.status === 'claimed') ?? false);
  const ended = hasEnded(promotion);

  const act = async () => {
    if (paid.current) return;
    const value = await claim.run(promotion.promotionId);
    if (!value) return;
    paid.current = true;
    setClaimedHere(true);
    toast.show({ message: t('rewardCenter.promotions.claimedToast', { amount: money(value.amount ?? promotion.amount ?? '0') }), kind: 'success' });
  };

  // an ended promotion offers nothing: no login to claim, no progress towards it; a claimed one still says so
  let button: ReactNode = null;
  if (ended && !claimed) {
    button = null;
  } else if (!loggedIn) {
    button = <LogInToClaim />;
  } else if (claimed) {
    button = (
      <Button block variant="secondary" disabled>
        {t('rewardCenter.promotions.claimed')}
      </Button>
    );
  } else {
    button = promotion.enabled ? (
      <Button block loading={claim.inFlight} onClick={() => void act()} aria-label={t('rewardCenter.promotions.claimLabel', { title: promotion.title })}>
        {t('rewardCenter.promotions.claim')}
      </Button>
    ) : (
      <Button block variant="secondary" disabled>
        {t('rewardCenter.promotions.notMet')}
      </Button>
    );
  }

  return (
    <PromotionFrame promotion={promotion} badge={amount && <Amount>{t('rewardCenter.promotions.reward', { amount })}</Amount>}>
      {!ended && <Condition promotion={promotion} />}
      {claim.notice && <InlineMessage tone={claim.notice.kind}>{claim.notice.text}</InlineMessage>}
      {button}
    </PromotionFrame>
  );
}
