import { useId } from 'react';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Card, Heading, PageState } from '@wl/ui-kit';
import { useAgentIncomeQuery, useCurrentDailySalaryQuery } from '../api/agentApi';
import { Tiles } from '../ui/Tiles';

/**
 * The agent's income of the previous and the current settlement period (catalogue `agentIncome`) on the agent
 * home: its own loading and error (with retry) inside the card, so a failure leaves the rest of the home working.
 */
export function IncomeCard() {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const money = useFormatAmount();
  const income = useAgentIncomeQuery();
  // where a daily salary contract is in force: today's salary so far (nothing shown where none is, or it fails)
  const salary = useCurrentDailySalaryQuery().data;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <Heading id={titleId}>{t('income.title')}</Heading>
      <PageState query={income} size="section" labels={{ failed: t('income.failed') }}>
        {(value) => (
          <Tiles data-testid="agent-income">
            <div>
              <dt>{t('income.previous')}</dt>
              <dd>{money(value.previous)}</dd>
              <dd>{t('income.from', { date: dates.isoDay(value.previousStart) })}</dd>
            </div>
            <div>
              <dt>{t('income.current')}</dt>
              <dd>{money(value.current)}</dd>
              <dd>{t('income.from', { date: dates.isoDay(value.currentStart) })}</dd>
            </div>
            {salary?.applicable && (
              <div>
                <dt>{t('income.todaySalary')}</dt>
                <dd>{money(salary.amount)}</dd>
                <dd>{t('income.validBet', { amount: money(salary.validBet) })}</dd>
              </div>
            )}
          </Tiles>
        )}
      </PageState>
    </Card>
  );
}
