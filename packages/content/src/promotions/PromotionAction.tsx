import { isApiError, useAppSelector, useMoneyFlow, type MoneyCheck } from '@wl/api-client';
import type { PromotionClaim } from '@wl/api-client/catalogue';
import { isTrialType, selectSession, useAccessGate } from '@wl/auth';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button, useToast } from '@wl/ui-kit';
import { useParticipateMutation, usePromotionClaimsQuery } from './participationApi';
import { promotionButton } from './promotionRules';

/** While a promotion is under review the claims are asked again this often, so applying turns into issued or rejected. */
export const REVIEW_POLL_MS = 3000;

/**
 * The detail's action button: join, claim, then applying, rejected, issued or claimed as the platform
 * answers. Guests log in in the login modal and stay (the access gate); trial sessions are refused with free_reject.
 */
export function PromotionAction({ promotionId, category }: { promotionId: number; category: string | null }) {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const gate = useAccessGate();
  const session = useAppSelector(selectSession);
  const member = !!session && !isTrialType(session.type);
  const claims = usePromotionClaimsQuery(undefined, { skip: !member });
  const status = claims.data?.find((c) => c.promotionId === promotionId)?.status;
  const button = promotionButton(category, status);
  const [participate, participation] = useParticipateMutation();
  // a claim moves money: one idempotency key per claim, kept when the answer was lost (a press again after a
  // timeout is the same claim, credited once) and dropped once the platform has answered
  const claim = useMoneyFlow({
    send: (id: number, idempotencyKey: string) => participate({ promotionId: id, action: 'claim', idempotencyKey }).unwrap(),
    // no answer: the claims read again say whether it went through (the promotion's entry is claimed)
    check: async (id: number): Promise<MoneyCheck<PromotionClaim>> => {
      const after = await claims.refetch();
      if (after.isError || !after.data) return { state: 'unknown' };
      const row = after.data.find((c) => c.promotionId === id && c.status === 'claimed');
      return row ? { state: 'made', value: row } : { state: 'notMade' };
    },
  });
  usePromotionClaimsQuery(undefined, { skip: !member || status !== 'applying', pollingInterval: REVIEW_POLL_MS });

  if (button === null) return null;

  const act = async () => {
    if (!gate('promotion')) return;
    const failed = (error: unknown) => toast.show({ message: tc(errorMessageKey(isApiError(error) ? error.code : 'unknown')), kind: 'error' });
    if (button === 'claim') {
      const outcome = await claim.run(promotionId);
      if (!outcome) return;
      // went through, answered or found in the claims read again after no answer
      if (outcome.state === 'done' || outcome.state === 'made') toast.show({ message: t('promotions.claimedToast'), kind: 'success' });
      else failed(outcome.error);
      return;
    }
    try {
      await participate({ promotionId, action: 'accept' }).unwrap();
      toast.show({ message: t('promotions.joinedToast'), kind: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  const actionable = button === 'join' || button === 'claim';
  return (
    <Button
      block
      size="lg"
      onClick={() => void act()}
      disabled={!actionable || (member && claims.isLoading)}
      loading={participation.isLoading || claim.inFlight}
      variant={actionable ? 'primary' : 'secondary'}
    >
      {t(`promotions.button.${button}`)}
    </Button>
  );
}
