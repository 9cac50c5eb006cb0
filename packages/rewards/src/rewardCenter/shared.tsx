import { useCallback, useState } from 'react';
import { useMoneyFlow, type MoneyFlowOptions } from '@wl/api-client';
import { useAccessGate } from '@wl/auth';
import { errorMessageKey, useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';

/** A platform code as the player reads it: the reward centre's own codes, else the shared error text. */
export function useRewardError(): (code: string) => string {
  const { t, i18n } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `rewardCenter.errors.${code.replaceAll('.', '_')}`;
      return i18n.exists(key, { ns: 'rewards' }) ? t(key as 'rewardCenter.errors.promotion_expired') : tc(errorMessageKey(code));
    },
    [t, tc, i18n],
  );
}

/** A line under a claim card's button. */
export type ClaimNotice = { kind: 'info' | 'danger'; text: string };

/** What a claim card says of a claim that got no answer: while the records are read, then what they showed. */
export interface UnansweredTexts {
  checking: string;
  made: string;
  notMade: string;
}

/**
 * A reward-centre card's claim (a reward, a raffle draw) through the one money flow, behind the access gate, with the
 * line under its button: a refusal in the platform's words; after no answer, `texts.checking` while the records are
 * read, then what they showed (nothing is sent again by itself). `run` resolves the platform's answer when it paid,
 * else undefined (the card shows the payment its own way).
 */
export function useCardClaim<A, R, C>(options: MoneyFlowOptions<A, R, C>, texts: UnansweredTexts) {
  const { t } = useTranslation('rewards');
  const gate = useAccessGate();
  const rewardError = useRewardError();
  const flow = useMoneyFlow(options);
  const [notice, setNotice] = useState<ClaimNotice | undefined>(undefined);

  const run = async (args: A): Promise<R | undefined> => {
    if (!gate('promotion')) return undefined;
    setNotice(undefined);
    const outcome = await flow.run(args);
    if (!outcome || outcome.state === 'done') return outcome?.value;
    if (outcome.state === 'refused') setNotice({ kind: 'danger', text: rewardError(outcome.error.code) });
    else if (outcome.state === 'made') setNotice({ kind: 'info', text: texts.made });
    else if (outcome.state === 'notMade') setNotice({ kind: 'danger', text: texts.notMade });
    else setNotice({ kind: 'danger', text: t('rewardCenter.promotions.unknownOutcome') });
    return undefined;
  };

  return { run, inFlight: flow.inFlight, notice: flow.checking ? ({ kind: 'info', text: texts.checking } satisfies ClaimNotice) : notice };
}

/** A claim card's button for a guest: opens the login (the access gate), and the card stays. */
export function LogInToClaim() {
  const { t } = useTranslation('rewards');
  const gate = useAccessGate();
  return (
    <Button block onClick={() => gate('promotion')}>
      {t('rewardCenter.promotions.logInToClaim')}
    </Button>
  );
}
