import { useDates, useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn, useAccessGate, useFormatAmount } from '@wl/auth';
import { usePromotionClaimsQuery } from '@wl/content';
import { Button, CardList, EmptyState, Heading, Muted, PageState, ReceiptIcon, Stack } from '@wl/ui-kit';

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  font-size: ${(p) => p.theme.font.size.sm};
  strong {
    overflow-wrap: anywhere;
  }
  span {
    text-align: end;
  }
`;

/** The member's claims (promotionClaims), newest first: promotion, status, bonus paid, date. */
export function ClaimHistory() {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const dates = useDates();
  const money = useFormatAmount();
  const gate = useAccessGate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const claims = usePromotionClaimsQuery(undefined, { skip: !loggedIn });
  return (
    <Stack as="section" aria-labelledby="reward-history">
      <Heading $size="lg" id="reward-history">
        {t('rewardCenter.history.title')}
      </Heading>
      {!loggedIn ? (
        <>
          <Muted>{t('rewardCenter.history.guestPrompt')}</Muted>
          <Button variant="secondary" onClick={() => gate('promotion')}>
            {tc('nav.login')}
          </Button>
        </>
      ) : (
        <PageState
          query={claims}
          size="section"
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={<ReceiptIcon />} title={t('rewardCenter.history.empty')} description={t('rewardCenter.history.emptyHint')} />}
        >
          {(list) => (
            <CardList aria-labelledby="reward-history">
              {[...list]
                .sort((a, b) => (b.time ?? 0) - (a.time ?? 0))
                .map((claim) => (
                  <Row key={claim.promotionId}>
                    <strong>{claim.title ?? t('rewardCenter.history.promotion', { id: claim.promotionId })}</strong>
                    <span>{claim.amount ? money(claim.amount) : ''}</span>
                    <Muted as="span">{t(`rewardCenter.history.status.${claim.status}`)}</Muted>
                    <Muted as="span">{claim.time ? dates.day(claim.time) : ''}</Muted>
                  </Row>
                ))}
            </CardList>
          )}
        </PageState>
      )}
    </Stack>
  );
}
