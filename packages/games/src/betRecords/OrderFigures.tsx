import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Figures } from '@wl/ui-kit';
import type { LotteryOrder } from './betRecordsApi';

/** A bet's stake, and its win once settled: in the list's rows and on the bet's detail. */
export function OrderFigures({ order }: { order: Pick<LotteryOrder, 'betAmount' | 'winAmount'> }) {
  const { t } = useTranslation('games');
  const money = useFormatAmount();
  return (
    <Figures $layout="inline">
      <div>
        <dt>{t('betRecords.stake')}</dt>
        <dd>{money(order.betAmount)}</dd>
      </div>
      {order.winAmount !== null && (
        <div>
          <dt>{t('betRecords.win')}</dt>
          <dd>{money(order.winAmount)}</dd>
        </div>
      )}
    </Figures>
  );
}
