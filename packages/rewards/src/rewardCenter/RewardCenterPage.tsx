import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn } from '@wl/auth';
import { useFlag } from '@wl/brand';
import { usePromotionAvailabilityQuery } from '@wl/content';
import { useTranslation } from '@wl/i18n';
import { CardList, EmptyState, GiftIcon, Heading, Muted, PageBody, PageState, Stack } from '@wl/ui-kit';
import { PointsSection } from '../points/PointsSection';
import { ClaimHistory } from './ClaimHistory';
import { RaffleCard } from './RaffleCard';
import { hasEnded, RewardCard, type RewardPromotion } from './RewardCard';

const partition = <T,>(list: readonly T[], test: (item: T) => boolean): [T[], T[]] => [list.filter(test), list.filter((item) => !test(item))];

function Cards({ promotions }: { promotions: readonly RewardPromotion[] }) {
  return (
    <CardList>
      {promotions.map((promotion) => (
        <li key={promotion.promotionId}>{promotion.key === 'RAFFLE' ? <RaffleCard promotion={promotion} /> : <RewardCard promotion={promotion} />}</li>
      ))}
    </CardList>
  );
}

/**
 * The reward centre (/m/rewardCenter): the reward-centre promotions of the available promotions (the member's with
 * progress, or the merchant's for a guest, who logs in to claim) and below them the ended ones, raffles, points where the brand runs PTSYS3, and
 * the member's claim history.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const points = useFlag('PTSYS3');
  const query = usePromotionAvailabilityQuery({ loggedIn });
  const rewards = (list: readonly { key: string; promotionId?: number }[]) =>
    list.filter((p): p is RewardPromotion => (p.key === 'REWARD' || p.key === 'RAFFLE') && p.promotionId !== undefined);

  return (
    <PageBody>
      <Stack as="section" aria-labelledby="reward-promotions">
        <Heading $size="lg" id="reward-promotions">
          {t('rewardCenter.promotions.title')}
        </Heading>
        {!loggedIn && <Muted>{t('rewardCenter.promotions.guestPrompt')}</Muted>}
        <PageState
          query={query}
          size="section"
          isEmpty={(list) => rewards(list).length === 0}
          empty={<EmptyState icon={<GiftIcon />} title={t('rewardCenter.promotions.empty')} description={t('rewardCenter.promotions.emptyHint')} />}
        >
          {(list) => {
            // an ended promotion leaves the list a player acts on: it is listed under "Ended", with nothing to claim
            const [ended, active] = partition(rewards(list), (promotion) => hasEnded(promotion));
            return (
              <>
                {active.length > 0 ? (
                  <Cards promotions={active} />
                ) : (
                  <EmptyState icon={<GiftIcon />} title={t('rewardCenter.promotions.empty')} description={t('rewardCenter.promotions.emptyHint')} />
                )}
                {ended.length > 0 && (
                  <Stack as="section" aria-labelledby="reward-promotions-ended">
                    <Heading $size="lg" id="reward-promotions-ended">
                      {t('rewardCenter.promotions.endedTitle')}
                    </Heading>
                    <Cards promotions={ended} />
                  </Stack>
                )}
              </>
            );
          }}
        </PageState>
      </Stack>
      {points && <PointsSection />}
      <ClaimHistory />
    </PageBody>
  );
}
