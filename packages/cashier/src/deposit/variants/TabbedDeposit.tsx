import { useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Muted, Stack, Tabs } from '@wl/ui-kit';
import { DepositForm } from '../DepositForm';
import { channelKey } from '../rules';
import type { DepositVariantProps } from './variant';

/** dep_func 1, the new design: the channels as tabs and the form of the chosen one with its amount chips, on one screen. */
export function TabbedDeposit({ channels, promotions }: DepositVariantProps) {
  const { t } = useTranslation('cashier');
  const panelId = useId();
  const [chosen, setChosen] = useState(() => channelKey(channels[0]!));
  const channel = channels.find((c) => channelKey(c) === chosen) ?? channels[0]!;
  return (
    <Stack $gap="3">
      <Tabs
        label={t('deposit.channels.label')}
        items={channels.map((c) => ({ id: channelKey(c), label: c.name }))}
        value={channelKey(channel)}
        onChange={setChosen}
        panelId={panelId}
      />
      <Stack $gap="3" id={panelId} role="tabpanel" aria-label={channel.name}>
        <Muted>{t(`deposit.channels.kind.${channel.kind}`)}</Muted>
        <DepositForm key={channelKey(channel)} channel={channel} promotions={promotions} />
      </Stack>
    </Stack>
  );
}
