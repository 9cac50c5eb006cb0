import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectIsLoggedIn, useAccessGate, useFormatAmount } from '@wl/auth';
import { useRevalidateOnLanguageChange } from '@wl/auth/forms';
import { useTranslation, localeOf } from '@wl/i18n';
import { Button, Card, CardList, Heading, Muted, PageState, Stack, TextField, useForm } from '@wl/ui-kit';
import { useRewardError } from '../rewardCenter/shared';
import { ConfirmWithPassword, type PointsOperation } from './ConfirmWithPassword';
import { pointsToCash, readPoints, type PointsProblem } from './pointRules';
import { usePointBalanceQuery, usePointConfigQuery, usePointRewardsQuery, type PointConfig } from './pointsApi';

const Figure = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

/** A reward: name and cost, the button beside them, or under them when the text is large. */
const RewardRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['2']} 0;
  border-top: 1px solid ${(p) => p.theme.color.border.default};
  & > div {
    flex: 1 1 9rem;
  }
`;

const Rules = styled.ul`
  margin: 0;
  padding-inline-start: ${(p) => p.theme.space['4']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** Points (PTSYS3): the balance, the rewards to redeem, the conversion to cash and how points are earned. */
export function PointsSection() {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const gate = useAccessGate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Stack as="section" aria-labelledby="reward-points">
      <Heading $size="lg" id="reward-points">
        {t('rewardCenter.points.title')}
      </Heading>
      {loggedIn ? (
        <Points />
      ) : (
        <>
          <Muted>{t('rewardCenter.points.guestPrompt')}</Muted>
          <Button variant="secondary" onClick={() => gate('promotion')}>
            {tc('nav.login')}
          </Button>
        </>
      )}
    </Stack>
  );
}

function Points() {
  const { t, i18n } = useTranslation('rewards');
  const balance = usePointBalanceQuery();
  const config = usePointConfigQuery();
  const locale = localeOf(i18n);
  const formatPoints = useCallback((count: number) => t('rewardCenter.points.count', { count, points: count.toLocaleString(locale) }), [t, locale]);
  const both = {
    data: balance.data !== undefined && config.data ? { balance: balance.data, config: config.data } : undefined,
    isLoading: balance.isLoading || config.isLoading,
    isError: balance.isError || config.isError,
    refetch: () => {
      if (balance.isError) void balance.refetch();
      if (config.isError) void config.refetch();
    },
  };
  return (
    <PageState query={both} size="section">
      {({ balance: points, config: rules }) => <PointsView balance={points} config={rules} formatPoints={formatPoints} />}
    </PageState>
  );
}

interface ViewProps {
  balance: number;
  config: PointConfig;
  formatPoints: (count: number) => string;
}

function PointsView({ balance, config, formatPoints }: ViewProps) {
  const { t } = useTranslation('rewards');
  const money = useFormatAmount();
  const gate = useAccessGate();
  const rewards = usePointRewardsQuery();
  const [operation, setOperation] = useState<PointsOperation | undefined>(undefined);
  const convert = useConvertForm(balance, config, formatPoints, (points) => setOperation({ kind: 'convert', points }));
  const confirm = (op: PointsOperation) => gate('promotion') && setOperation(op);

  return (
    <>
      <Card aria-labelledby="points-balance-label">
        <Muted id="points-balance-label">{t('rewardCenter.points.balanceLabel')}</Muted>
        <Figure data-testid="points-balance">{formatPoints(balance)}</Figure>
        <Muted>{t('rewardCenter.points.rate', { points: formatPoints(1), amount: money(config.conversionRate) })}</Muted>
      </Card>

      <Card aria-labelledby="points-rewards">
        <Heading as="h3" id="points-rewards">
          {t('rewardCenter.points.rewardsTitle')}
        </Heading>
        <PageState query={rewards} size="section" isEmpty={(list) => list.length === 0} empty={<Muted>{t('rewardCenter.points.noRewards')}</Muted>}>
          {(list) => (
            <CardList aria-labelledby="points-rewards">
              {list.map((reward) => {
                const enough = reward.points <= balance;
                return (
                  <RewardRow key={reward.id}>
                    <div>
                      <strong>{reward.name}</strong>
                      <Muted>
                        {formatPoints(reward.points)} · {t('rewardCenter.points.pays', { amount: money(reward.amount) })}
                      </Muted>
                    </div>
                    <Button
                      size="sm"
                      variant={enough ? 'primary' : 'secondary'}
                      disabled={!enough}
                      aria-label={enough ? t('rewardCenter.points.redeemLabel', { name: reward.name, points: formatPoints(reward.points) }) : undefined}
                      onClick={() => confirm({ kind: 'redeem', reward })}
                    >
                      {enough ? t('rewardCenter.points.redeem') : t('rewardCenter.points.notEnough')}
                    </Button>
                  </RewardRow>
                );
              })}
            </CardList>
          )}
        </PageState>
      </Card>

      <Card as="form" aria-labelledby="points-convert" onSubmit={(e) => void convert.form.submit(e)} noValidate>
        <Heading as="h3" id="points-convert">
          {t('rewardCenter.points.convertTitle')}
        </Heading>
        <TextField
          {...convert.form.field('points')}
          label={t('rewardCenter.points.amountField')}
          inputMode="numeric"
          autoComplete="off"
          hint={convert.preview ? t('rewardCenter.points.youGet', { amount: money(convert.preview) }) : undefined}
          trailing={
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('rewardCenter.points.allLabel')}
              onClick={() => convert.form.set('points', String(balance))}
            >
              {t('rewardCenter.points.all')}
            </Button>
          }
        />
        <Button type="submit" block>
          {t('rewardCenter.points.convert')}
        </Button>
      </Card>

      {config.earnRules.length > 0 && (
        <Card aria-labelledby="points-earn">
          <Heading as="h3" id="points-earn">
            {t('rewardCenter.points.earnTitle')}
          </Heading>
          <Rules>
            {config.earnRules.map((rule) => (
              <li key={rule.productType}>
                {t('rewardCenter.points.earnRule', {
                  points: formatPoints(rule.points),
                  turnover: money(rule.turnover),
                  product: t(`rewardCenter.points.product.${rule.productType}` as 'rewardCenter.points.product.RNG', { defaultValue: rule.productType }),
                })}
              </li>
            ))}
          </Rules>
        </Card>
      )}

      {operation && (
        <ConfirmWithPassword
          operation={operation}
          balance={balance}
          formatPoints={formatPoints}
          onClose={(result) => {
            setOperation(undefined);
            if (result?.refusedPoints) convert.refused(result.refusedPoints.code);
            else if (operation.kind === 'convert') convert.form.reset();
          }}
        />
      )}
    </>
  );
}

type Message = { problem: PointsProblem } | { code: string };

/** The conversion's points field: read with readPoints against the minimum and the balance, nothing sent while wrong. */
function useConvertForm(balance: number, config: PointConfig, formatPoints: (count: number) => string, confirm: (points: number) => void) {
  const { t } = useTranslation('rewards');
  const gate = useAccessGate();
  const rewardError = useRewardError();
  const rules = { min: config.minConvertPoints, balance };
  const form = useForm<{ points: string }, Message>({
    initial: { points: '' },
    validate: {
      points: (value) => {
        const reading = readPoints(value, rules);
        return reading.ok ? undefined : { problem: reading.problem };
      },
    },
    render: (m) =>
      'code' in m ? rewardError(m.code) : t(`rewardCenter.points.problem.${m.problem}`, { min: formatPoints(rules.min), balance: formatPoints(rules.balance) }),
    onSubmit: ({ points }) => {
      const reading = readPoints(points, rules);
      if (reading.ok && gate('promotion')) confirm(reading.points);
    },
  });
  useRevalidateOnLanguageChange(form.revalidate);
  const reading = readPoints(form.values.points, rules);
  return {
    form,
    preview: reading.ok ? pointsToCash(reading.points, config.conversionRate) : undefined,
    refused: (code: string) => form.setError('points', { code }),
  };
}
