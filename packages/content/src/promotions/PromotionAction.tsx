import { useCallback } from 'react';
import { isApiError, useAppSelector, useMoneyOperation } from '@wl/api-client';
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
  const claim = useMoneyOperation(useCallback((id: number, idempotencyKey: string) => participate({ promotionId: id, action: 'claim', idempotencyKey }).unwrap(), [participate]));
  usePromotionClaimsQuery(undefined, { skip: !member || status !== 'applying', pollingInterval: REVIEW_POLL_MS });

  if (button === null) return null;

  const act = async () => {
    if (!gate('promotion')) return;
    const failed = (error: unknown) => toast.show({ message: tc(errorMessageKey(isApiError(error) ? error.code : 'unknown')), kind: 'error' });
    if (button === 'claim') {
      const outcome = await claim.run(promotionId);
      if (!outcome) return;
      if (outcome.state === 'done') toast.show({ message: t('promotions.claimedToast'), kind: 'success' });
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
      loading={participation.isLoading}
      variant={actionable ? 'primary' : 'secondary'}
    >
      {t(`promotions.button.${button}`)}
    </Button>
  );
}
