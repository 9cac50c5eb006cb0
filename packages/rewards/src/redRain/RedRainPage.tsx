import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useMoneyFlow, type MoneyCheck } from '@wl/api-client';
import { RED_RAIN_ERROR, type RedRainRound } from '@wl/api-client/catalogue';
import { AccessGuard, useFormatAmount } from '@wl/auth';
import { errorMessageKey, useTranslation, type NamespaceKey } from '@wl/i18n';
import { Button, Card, EmptyState, GiftIcon, Muted as MutedText, PageBody, PageState, Spinner, TopBar } from '@wl/ui-kit';
import { Field, PacketFace, Rain } from './Rain';
import { useClaimRedRainMutation, useRedRainRoundsQuery, type RoundsValue } from './redRainApi';
import { clockText, pickRound, platformNow, usePrefersReducedMotion, useRoundPhase, useSecondsUntil } from './round';

/** Claim refusals with their own text; others take the shared error text. */
const OWN_ERRORS: Record<string, NamespaceKey<'rewards'>> = {
  [RED_RAIN_ERROR.notStarted]: 'redRain.errors.notStarted',
  [RED_RAIN_ERROR.closed]: 'redRain.errors.closed',
  [RED_RAIN_ERROR.noChances]: 'redRain.errors.noChances',
  [RED_RAIN_ERROR.unknownRound]: 'redRain.errors.unknownRound',
};

/** What the round ended with. */
type Result =
  | { kind: 'claiming' }
  | { kind: 'amount'; amount: string }
  | { kind: 'noneCaught' }
  /** no answer came: the rounds are read again (shown while the claim's flow checks) */
  | { kind: 'checking' }
  /** no answer, and the rounds show no claim: the player may send the same claim again (same key) */
  | { kind: 'unconfirmed'; packets: number }
  | { kind: 'refused'; text: string };

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-align: center;
`;

const Muted = styled(MutedText)`
  text-align: center;
`;

const BigClock = styled.p`
  margin: 0;
  font-size: 2.5rem;
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-size: ${(p) => p.theme.font.size.md};
  font-weight: ${(p) => p.theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Illustration = styled.div`
  align-self: center;
  width: 4.5rem;
  height: 5.625rem;
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
`;

/** The red-packet rain (/m/redRain): members who are not trial accounts; guests log in first. */
export function RedRainPage() {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/m/home', { replace: true });
  };
  return (
    <AccessGuard feature="promotion">
      <TopBar title={t('redRain.title')} onBack={back} backLabel={tc('common.back')} />
      <PageBody>
        <RedRain />
      </PageBody>
    </AccessGuard>
  );
}

function RedRain() {
  const query = useRedRainRoundsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch } = query;
  const reload = useCallback(async () => {
    const answer = await refetch();
    return answer.data && answer.fulfilledTimeStamp ? { value: answer.data, offsetMs: answer.data.serverTime - answer.fulfilledTimeStamp } : undefined;
  }, [refetch]);
  return (
    // once loaded, the game stays on screen (RTK keeps the last data): a failed read-back is the game's to tell
    <PageState query={{ ...query, isError: query.isError && query.data === undefined }}>
      {(value) => <Game value={value} offsetMs={value.serverTime - (query.fulfilledTimeStamp ?? value.serverTime)} reload={reload} />}
    </PageState>
  );
}

type Reload = () => Promise<{ value: RoundsValue; offsetMs: number } | undefined>;

function Game({ value, offsetMs, reload }: { value: RoundsValue; offsetMs: number; reload: Reload }) {
  const { t } = useTranslation('rewards');
  // the round is chosen once and kept through read-backs; "Next round" chooses again
  const [current, setCurrent] = useState(() => ({ round: pickRound(value.rounds, platformNow(offsetMs)), offsetMs }));
  const next = async () => {
    const fresh = await reload();
    if (fresh) setCurrent({ round: pickRound(fresh.value.rounds, platformNow(fresh.offsetMs)), offsetMs: fresh.offsetMs });
  };
  const { round } = current;
  if (!round) return <EmptyState icon={<GiftIcon />} title={t('redRain.noRounds')} description={t('redRain.noRoundsBody')} />;
  return <Round key={round.roundId} round={round} offsetMs={current.offsetMs} value={value} reload={reload} onNext={next} />;
}

interface RoundProps {
  round: RedRainRound;
  offsetMs: number;
  value: RoundsValue;
  reload: Reload;
  onNext: () => Promise<void>;
}

function Round({ round, offsetMs, value, reload, onNext }: RoundProps) {
  const { t } = useTranslation('rewards');
  const { t: tc } = useTranslation();
  const phase = useRoundPhase(round, offsetMs);
  const still = usePrefersReducedMotion();
  const [caught, setCaught] = useState(0);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const [send] = useClaimRedRainMutation();
  const claim = useMoneyFlow({
    send: (args: { roundId: string; packets: number }, idempotencyKey: string) => send({ ...args, idempotencyKey }).unwrap(),
    // no answer: the rounds read again say whether the claim went through (the round's claim, with its amount)
    check: async ({ roundId }: { roundId: string; packets: number }): Promise<MoneyCheck<string>> => {
      const recorded = (await reload())?.value.rounds.find((r) => r.roundId === roundId)?.claim;
      return recorded ? { state: 'made', value: recorded.amount } : { state: 'unknown' };
    },
  });
  const format = useFormatAmount();
  const money = (amount: string) => format(amount, value.currencySymbol);

  const submit = async (packets: number) => {
    setResult({ kind: 'claiming' });
    const outcome = await claim.run({ roundId: round.roundId, packets });
    if (!outcome) return;
    if (outcome.state === 'done') return setResult({ kind: 'amount', amount: outcome.value.amount });
    if (outcome.state === 'refused') {
      const { code, value: earlier } = outcome.error;
      // claimed before (another tab, an earlier try): its result, not an error
      if (code === RED_RAIN_ERROR.claimed && typeof earlier?.amount === 'string') return setResult({ kind: 'amount', amount: earlier.amount });
      return setResult({ kind: 'refused', text: OWN_ERRORS[code] ? t(OWN_ERRORS[code]) : tc(errorMessageKey(code)) });
    }
    // no answer: what the rounds read again showed; nothing is sent again by itself
    setResult(outcome.state === 'made' ? { kind: 'amount', amount: outcome.value } : { kind: 'unconfirmed', packets });
  };

  // the round's end opens what was caught, once (the still version has claimed on its button already)
  const latest = useRef({ caught, result, submit });
  useEffect(() => {
    latest.current = { caught, result, submit };
  });
  useEffect(() => {
    if (phase !== 'ended') return;
    const { caught: packets, result: before, submit: claimCaught } = latest.current;
    if (before) return;
    if (packets > 0) void claimCaught(packets);
    else setResult({ kind: 'noneCaught' });
  }, [phase]);
  const onTap = useCallback(() => setCaught((n) => n + 1), []);

  if (value.chancesLeft === 0 && !result)
    return <EmptyState icon={<GiftIcon />} title={t('redRain.noChances', { total: value.chancesPerDay })} description={t('redRain.noChancesBody')} />;

  const chances = <Muted>{t('redRain.chances', { left: value.chancesLeft, total: value.chancesPerDay })}</Muted>;

  if (result) {
    // no answer came: the rounds are being read again
    const shown: Result = claim.checking ? { kind: 'checking' } : result;
    return (
      <Card aria-labelledby="red-rain-result" aria-live="polite">
        <ResultView result={shown} money={money} onRetry={(packets) => void submit(packets)} retrying={claim.inFlight} />
        {shown.kind !== 'claiming' && shown.kind !== 'checking' && shown.kind !== 'unconfirmed' && (
          <Button block onClick={() => void onNext()}>
            {t('redRain.next')}
          </Button>
        )}
      </Card>
    );
  }

  if (phase === 'countdown') {
    return (
      <Card aria-labelledby="red-rain-next">
        <Heading id="red-rain-next">{t('redRain.nextRound')}</Heading>
        <Countdown target={round.startAt} offsetMs={offsetMs} />
        <Muted>{t('redRain.roundInfo', { packets: round.packets, seconds: Math.round((round.endAt - round.startAt) / 1000) })}</Muted>
        <Muted>{t('redRain.intro')}</Muted>
        {chances}
      </Card>
    );
  }

  if (still) {
    return (
      <Card aria-labelledby="red-rain-still">
        <Heading id="red-rain-still">{t('redRain.stillTitle')}</Heading>
        <Illustration aria-hidden="true">
          <PacketFace />
        </Illustration>
        <Muted>{t('redRain.stillBody')}</Muted>
        <Centre>
          <TimeLeft round={round} offsetMs={offsetMs} />
        </Centre>
        <Button
          block
          onClick={() => {
            setCaught(1);
            void submit(1);
          }}
        >
          {t('redRain.open')}
        </Button>
        {chances}
      </Card>
    );
  }

  return (
    <>
      <Status>
        <TimeLeft round={round} offsetMs={offsetMs} />
        <span role="status">{t('redRain.caught', { count: caught })}</span>
      </Status>
      <Field role="group" aria-label={t('redRain.field')}>
        <Rain round={round} offsetMs={offsetMs} packetLabel={t('redRain.packet')} onTap={onTap} />
      </Field>
    </>
  );
}

function Countdown({ target, offsetMs }: { target: number; offsetMs: number }) {
  const seconds = useSecondsUntil(target, offsetMs);
  return (
    <BigClock role="timer" data-testid="red-rain-countdown">
      {clockText(seconds)}
    </BigClock>
  );
}

function TimeLeft({ round, offsetMs }: { round: RedRainRound; offsetMs: number }) {
  const { t } = useTranslation('rewards');
  const seconds = useSecondsUntil(round.endAt, offsetMs);
  return (
    <span role="timer" data-testid="red-rain-time-left">
      {t('redRain.timeLeft')} {clockText(seconds)}
    </span>
  );
}

function ResultView({
  result,
  money,
  onRetry,
  retrying,
}: {
  result: Result;
  money: (amount: string) => string;
  onRetry: (packets: number) => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('rewards');
  switch (result.kind) {
    case 'claiming':
    case 'checking':
      return (
        <Centre>
          <Spinner label={t(result.kind === 'claiming' ? 'redRain.opening' : 'redRain.checking')} />
          <Muted id="red-rain-result">{t(result.kind === 'claiming' ? 'redRain.opening' : 'redRain.checking')}</Muted>
        </Centre>
      );
    case 'amount':
      return result.amount === '0.00' ? (
        <Centre>
          <Heading id="red-rain-result">{t('redRain.nothingTitle')}</Heading>
          <Muted>{t('redRain.nothingBody')}</Muted>
        </Centre>
      ) : (
        <Centre>
          <Illustration aria-hidden="true">
            <PacketFace />
          </Illustration>
          <Heading id="red-rain-result">{t('redRain.wonTitle', { amount: money(result.amount) })}</Heading>
          <Muted>{t('redRain.wonBody')}</Muted>
        </Centre>
      );
    case 'noneCaught':
      return <Heading id="red-rain-result">{t('redRain.noneCaught')}</Heading>;
    case 'unconfirmed':
      return (
        <Centre>
          <Muted id="red-rain-result" role="alert">
            {t('redRain.unconfirmed')}
          </Muted>
          <Button block loading={retrying} onClick={() => onRetry(result.packets)}>
            {t('redRain.tryAgain')}
          </Button>
        </Centre>
      );
    case 'refused':
      return (
        <Muted id="red-rain-result" role="alert">
          {result.text}
        </Muted>
      );
  }
}
