import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@wl/i18n';
import { Prompt, useDialogTurn } from '@wl/ui-kit';
import { applyUpdate, subscribeUpdate, updateWaiting } from './serviceWorker';

/** 'Please update to the latest version' when a new build waits; Update reloads into it. */
export function UpdatePrompt() {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const waiting = useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  const [later, setLater] = useState(false);
  const open = useDialogTurn(waiting && !later);
  return (
    <Prompt
      open={open}
      title={t('pwa.title')}
      message={tc('common.updateAvailable')}
      confirmLabel={t('pwa.update')}
      cancelLabel={t('pwa.later')}
      onConfirm={applyUpdate}
      onCancel={() => setLater(true)}
    />
  );
}
