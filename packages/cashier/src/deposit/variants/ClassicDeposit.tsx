import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button, CardList, Heading, Stack } from '@wl/ui-kit';
import { DepositForm } from '../DepositForm';
import { channelKey } from '../rules';
import { useFormatAmount } from '@wl/auth';
import type { DepositVariantProps } from './variant';

const ChannelButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${(p) => p.theme.space['1']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
  & > strong {
    font-size: ${(p) => p.theme.font.size.md};
  }
  & > span {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

/** dep_func 0, the classic design: the list of channels, then the form of the chosen one. */
export function ClassicDeposit({ channels, promotions }: DepositVariantProps) {
  const { t } = useTranslation('cashier');
  const format = useFormatAmount();
  const [chosen, setChosen] = useState<string>();
  const channel = channels.find((c) => channelKey(c) === chosen);

  if (channel)
    return (
      <Stack $gap="3">
        <div>
          <Button variant="ghost" size="sm" onClick={() => setChosen(undefined)}>
            {t('deposit.channels.other')}
          </Button>
        </div>
        <Heading>{channel.name}</Heading>
        <DepositForm key={channelKey(channel)} channel={channel} promotions={promotions} />
      </Stack>
    );

  return (
    <Stack $gap="3">
      <Heading>{t('deposit.channels.choose')}</Heading>
      <CardList aria-label={t('deposit.channels.label')}>
        {channels.map((c) => (
          <li key={channelKey(c)}>
            <ChannelButton type="button" onClick={() => setChosen(channelKey(c))}>
              <strong>{c.name}</strong>
              <span>{t(`deposit.channels.kind.${c.kind}`)}</span>
              <span>{t('common.limits', { min: format(c.minAmount), max: format(c.maxAmount) })}</span>
            </ChannelButton>
          </li>
        ))}
      </CardList>
    </Stack>
  );
}
