import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Tabs } from '@wl/ui-kit';
import { DepositForm } from '../DepositForm';
import { channelKey } from '../rules';
import type { DepositVariantProps } from './variant';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
`;

const Limits = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** dep_func 1, the new design: the channels as tabs and the form of the chosen one with its amount chips, on one screen. */
export function TabbedDeposit({ channels, promotions }: DepositVariantProps) {
  const { t } = useTranslation('cashier');
  const panelId = useId();
  const [chosen, setChosen] = useState(() => channelKey(channels[0]!));
  const channel = channels.find((c) => channelKey(c) === chosen) ?? channels[0]!;
  return (
    <Panel>
      <Tabs
        label={t('deposit.channels.label')}
        items={channels.map((c) => ({ id: channelKey(c), label: c.name }))}
        value={channelKey(channel)}
        onChange={setChosen}
        panelId={panelId}
      />
      <Panel id={panelId} role="tabpanel" aria-label={channel.name}>
        <Limits>{t(`deposit.channels.kind.${channel.kind}`)}</Limits>
        <DepositForm key={channelKey(channel)} channel={channel} promotions={promotions} />
      </Panel>
    </Panel>
  );
}
