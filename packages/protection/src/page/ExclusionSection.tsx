import { useState } from 'react';
import { exclusionEnd, type ExclusionPeriod } from '@wl/api-client/catalogue';
import { useErrorText } from '@wl/auth/forms';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, InlineMessage, Muted, Prompt } from '@wl/ui-kit';
import { useExcludeSelfMutation, type ExclusionArgs, type ExclusionValue } from '../protectionApi';
import { Choices, Section } from './ui';

type Kind = ExclusionArgs['kind'];

/**
 * A time-out or a self-exclusion: the period, then two confirmations (what happens, then "are you sure"); the
 * platform ends every session of the member and the page hands over (`onClosed`) to end this one.
 */
export function ExclusionSection({ kind, periods, onClosed }: { kind: Kind; periods: readonly ExclusionPeriod[]; onClosed: (value: ExclusionValue) => void }) {
  const { t } = useTranslation('protection');
  const { t: tc } = useTranslation();
  const dateTime = useDates().time;
  const errorText = useErrorText();
  const [exclude, sending] = useExcludeSelfMutation();
  const [period, setPeriod] = useState<ExclusionPeriod>();
  // the confirmations, with the end as it stands when the player asks (the platform answers the exact one)
  const [confirm, setConfirm] = useState<{ step: 'first' | 'final'; end: number | null }>();
  const timeOut = kind === 'timeOut';
  const id = `protection-${kind}`;
  const end = confirm?.end ?? null;
  const periodLabel = period ? t(`exclusion.periods.${period}`) : '';

  const send = async () => {
    if (!period) return;
    const answer = await exclude({ kind, period })
      .unwrap()
      .catch(() => undefined);
    setConfirm(undefined);
    if (answer) onClosed(answer);
  };

  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{t(timeOut ? 'exclusion.timeOutTitle' : 'exclusion.selfTitle')}</h2>
      <Muted>{t(timeOut ? 'exclusion.timeOutNote' : 'exclusion.selfNote')}</Muted>
      {sending.isError && <InlineMessage tone="danger">{errorText(sending.error)}</InlineMessage>}
      <Choices
        legend={t('exclusion.period')}
        name={kind}
        options={periods.map((value) => ({ value, label: t(`exclusion.periods.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <Button variant="danger" block disabled={!period} onClick={() => period && setConfirm({ step: 'first', end: exclusionEnd(period, Date.now()) })}>
        {t(timeOut ? 'exclusion.timeOutAction' : 'exclusion.selfAction')}
      </Button>
      <Prompt
        open={confirm?.step === 'first'}
        title={end === null ? t('exclusion.confirmTitlePermanent') : t('exclusion.confirmTitle', { period: periodLabel })}
        message={end === null ? t('exclusion.confirmBodyPermanent') : t('exclusion.confirmBody', { time: dateTime(end) })}
        cancelLabel={tc('common.cancel')}
        confirmLabel={t('exclusion.continue')}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => setConfirm({ step: 'final', end })}
      />
      <Prompt
        open={confirm?.step === 'final'}
        title={t('exclusion.finalTitle')}
        message={t('exclusion.finalBody')}
        cancelLabel={tc('common.cancel')}
        confirmLabel={t('exclusion.finalAction')}
        onCancel={() => setConfirm(undefined)}
        onConfirm={() => void send()}
        confirmLoading={sending.isLoading}
        danger
      />
    </Section>
  );
}
