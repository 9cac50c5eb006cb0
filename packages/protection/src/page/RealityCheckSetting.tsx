import { useState } from 'react';
import { useErrorText } from '@wl/auth/forms';
import { useTranslation } from '@wl/i18n';
import { InlineMessage, Muted, useToast } from '@wl/ui-kit';
import { useSetRealityCheckMutation } from '../protectionApi';
import { Choices, Section } from './ui';

const OFF = 'off';

/** The reality-check interval: never, or one of the platform's choices; a choice is saved when it is picked. */
export function RealityCheckSetting({ choices, minutes }: { choices: readonly number[]; minutes: number | null }) {
  const { t } = useTranslation('protection');
  const toast = useToast();
  const errorText = useErrorText();
  const [save, saving] = useSetRealityCheckMutation();
  // the choice shows as picked at once; a refusal puts back what the platform holds
  const [picked, setPicked] = useState<string>();
  const options = [{ value: OFF, label: t('reality.off') }, ...choices.map((count) => ({ value: String(count), label: t('reality.every', { count }) }))];
  return (
    <Section aria-labelledby="protection-reality">
      <h2 id="protection-reality">{t('reality.title')}</h2>
      <Muted>{t('reality.note')}</Muted>
      {saving.isError && <InlineMessage tone="danger">{errorText(saving.error)}</InlineMessage>}
      <Choices
        legend={t('reality.label')}
        name="realityCheck"
        options={options}
        value={picked ?? (minutes === null ? OFF : String(minutes))}
        disabled={saving.isLoading}
        onChange={(value) => {
          setPicked(value);
          void save({ minutes: value === OFF ? null : Number(value) })
            .unwrap()
            .then(() => toast.show({ message: t('reality.saved'), kind: 'success' }))
            .catch(() => setPicked(undefined));
        }}
      />
    </Section>
  );
}
