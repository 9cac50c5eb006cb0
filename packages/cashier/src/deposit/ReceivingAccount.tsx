import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, Card, Heading, useCopy } from '@wl/ui-kit';
import type { DepositChannel } from './depositApi';

const AccountList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
`;

const AccountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  & > dt {
    flex: 1 0 100%;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  & > dd {
    flex: 1 1 8rem;
    min-width: 0;
    margin: 0;
    color: ${(p) => p.theme.color.text.primary};
    font-size: ${(p) => p.theme.font.size.md};
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

/** The merchant's receiving account of a manual channel, each value with a copy button. */
export function ReceivingAccount({ account }: { account: NonNullable<DepositChannel['receivingAccount']> }) {
  const { t } = useTranslation('cashier');
  const headingId = useId();
  const rows = [
    ['bankName', account.bankName],
    ['accountName', account.accountName],
    ['accountNumber', account.accountNumber],
    ['branch', account.branch],
  ] as const;
  const copyText = useCopy();
  const copy = (text: string) => void copyText(text, { done: t('common.copied'), failed: t('deposit.account.copyFailed') });
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{t('deposit.account.title')}</Heading>
      <AccountList>
        {rows.map(([field, value]) =>
          value ? (
            <AccountRow key={field}>
              <dt>{t(`deposit.account.${field}`)}</dt>
              <dd>{value}</dd>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('deposit.account.copy', { field: t(`deposit.account.${field}`) })}
                onClick={() => copy(value)}
              >
                {t('common.copy')}
              </Button>
            </AccountRow>
          ) : null,
        )}
      </AccountList>
    </Card>
  );
}
