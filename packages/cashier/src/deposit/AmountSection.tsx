import styled from 'styled-components';
import { addAmounts, compareAmounts, readAmount } from '@wl/api-client';
import { useFormatAmount } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Muted, Row, TextField } from '@wl/ui-kit';
import type { DepositChannel } from './depositApi';
import type { DepositFormState } from './ui';

const Chip = styled.button<{ $on: boolean }>`
  min-height: ${(p) => p.theme.size.touch};
  min-width: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => (p.$on ? p.theme.color.brand.primary : p.theme.color.border.default)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.$on ? p.theme.color.brand.primary : p.theme.color.bg.sunken)};
  color: ${(p) => (p.$on ? p.theme.color.text.onPrimary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The amount of a deposit: its field with the channel's limits, the quick-amount chips and the fee line. */
export function AmountSection({ form, channel }: { form: DepositFormState; channel: DepositChannel }) {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const amountReading = readAmount(form.values.amount, { min: channel.minAmount, max: channel.maxAmount });
  const hasFee = compareAmounts(channel.fee, '0') > 0;
  const limitsText = t('common.limits', { min: format(channel.minAmount), max: format(channel.maxAmount) });
  const feeText = hasFee
    ? t('deposit.amount.fee', { fee: format(channel.fee), total: format(addAmounts(amountReading.ok ? amountReading.amount : '0', channel.fee)) })
    : t('deposit.amount.noFee');
  return (
    <>
      <TextField {...form.field('amount')} label={t('deposit.amount.label')} inputMode="decimal" autoComplete="off" hint={limitsText} />
      {channel.quickAmounts.length > 0 && (
        <Row role="group" aria-label={t('deposit.amount.quick')}>
          {channel.quickAmounts.map((quick) => (
            <Chip
              key={quick}
              type="button"
              $on={amountReading.ok && compareAmounts(amountReading.amount, quick) === 0}
              aria-pressed={amountReading.ok && compareAmounts(amountReading.amount, quick) === 0}
              aria-label={t('deposit.amount.quickAmount', { amount: format(quick) })}
              onClick={() => form.set('amount', quick)}
            >
              {format(quick)}
            </Chip>
          ))}
        </Row>
      )}
      <Muted>{feeText}</Muted>
    </>
  );
}
