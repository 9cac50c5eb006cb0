import type { Contract } from '@wl/api-client/protocol';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { DataTable, Muted } from '@wl/ui-kit';

const PERIODS = ['day', 'hour', 'halfMonth'] as const;
const isPeriod = (p: string): p is (typeof PERIODS)[number] => (PERIODS as readonly string[]).includes(p);

/**
 * A contract's terms: its tiers (threshold -> reward; amounts are decimal strings, a dividend's reward a percent) in a
 * table that scrolls inside its card, and the settlement period. The contract pages and the agent's salary page.
 */
export function ContractTerms({ contract }: { contract: Contract }) {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const money = useFormatAmount();
  return (
    <>
      <DataTable label={t('contracts.tiersOf', { date: dates.isoDay(contract.createdAt) })}>
        <thead>
          <tr>
            <th scope="col">{t('contracts.threshold')}</th>
            <th scope="col">{t('contracts.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier) => (
            <tr key={tier.threshold}>
              <td>{money(tier.threshold)}</td>
              <td>{contract.kind === 'dividend' ? t('contracts.rewardPercent', { value: tier.reward }) : money(tier.reward)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Muted>{t('contracts.period', { period: isPeriod(contract.period) ? t(`contracts.periods.${contract.period}`) : contract.period })}</Muted>
    </>
  );
}
