import { useRef, useState } from 'react';
import { useFormatAmount } from '@wl/auth';
import { MoneyConfirm } from '@wl/auth/forms';
import { errorField, useAppDispatch, useMoneyFlow, type ApiError, type MoneyCheck } from '@wl/api-client';
import { REWARDS_ERROR, type PointPayout, type PointReward } from '@wl/api-client/catalogue';
import { useTranslation } from '@wl/i18n';
import { InlineMessage, useForm, useToast } from '@wl/ui-kit';
import { useRewardError } from '../rewardCenter/shared';
import { pointsApi } from './pointsApi';

/** What the player confirms: redeeming a reward, or converting a number of points. */
export type PointsOperation = { kind: 'redeem'; reward: PointReward } | { kind: 'convert'; points: number };

type Args = { operation: PointsOperation; password: string };

interface Props {
  operation: PointsOperation;
  /** the point balance before the operation: an unanswered one is checked against it */
  balance: number;
  /** closes the dialog; `refusedPoints`: the platform refused the number of points (shown on the convert field) */
  onClose: (result?: { refusedPoints?: ApiError }) => void;
  /** formats whole points (`1,250 points`) */
  formatPoints: (count: number) => string;
}

/**
 * Confirms a redeem or a conversion with the login password (both bodies are encrypted and checked by it). One
 * operation per confirmation (useMoneyFlow): a double tap sends one, a press again after no answer sends the same
 * key, and an unanswered one is checked against the point balance read again. Sent untracked, so the password never
 * reaches the store; the field is emptied after every outcome.
 */
export function ConfirmWithPassword({ operation, balance, onClose, formatPoints }: Props) {
  const { t } = useTranslation('rewards');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const money = useFormatAmount();
  const rewardError = useRewardError();
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | undefined>(undefined);
  // the balance when the confirmation was sent: what the balance read again after no answer is compared with
  const before = useRef(balance);
  const flow = useMoneyFlow({
    send: ({ operation: op, password }: Args, idempotencyKey: string): Promise<PointPayout> =>
      op.kind === 'redeem'
        ? dispatch(pointsApi.endpoints.redeemPointReward.initiate({ rewardId: op.reward.id, password, idempotencyKey }, { track: false })).unwrap()
        : dispatch(pointsApi.endpoints.convertPoint.initiate({ points: op.points, password, idempotencyKey }, { track: false })).unwrap(),
    // no answer: the point balance read again says whether it went through (it moved from the balance before)
    check: async (): Promise<MoneyCheck<number>> => {
      const after = await dispatch(pointsApi.endpoints.pointBalance.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
      return after !== before.current ? { state: 'made', value: after } : { state: 'notMade' };
    },
  });
  const title =
    operation.kind === 'redeem'
      ? t('rewardCenter.points.confirmRedeem', { name: operation.reward.name })
      : t('rewardCenter.points.confirmConvert', { points: formatPoints(operation.points) });

  const form = useForm<{ password: string }, 'required' | { code: string }>({
    initial: { password: '' },
    validate: { password: (value) => (value === '' ? 'required' : undefined) },
    render: (m) => (m === 'required' ? t('rewardCenter.points.problem.password') : rewardError(m.code)),
    onSubmit: async ({ password }): Promise<void> => {
      setNotice(undefined);
      before.current = balance;
      const outcome = await flow.run({ operation, password });
      // the password is never kept after a submit, whatever the outcome
      form.set('password', '');
      if (!outcome) return;
      if (outcome.state === 'done') {
        const { amount, balance: left } = outcome.value;
        const text = { amount: money(amount), balance: formatPoints(left) };
        toast.show({
          message:
            operation.kind === 'redeem'
              ? t('rewardCenter.points.redeemed', { ...text, name: operation.reward.name })
              : t('rewardCenter.points.converted', text),
          kind: 'success',
        });
        onClose();
        return;
      }
      if (outcome.state === 'refused') {
        const { error } = outcome;
        if (errorField(error) === 'password' || error.code === REWARDS_ERROR.passwordIncorrect) form.setError('password', { code: error.code });
        else if (operation.kind === 'convert' && errorField(error) === 'points') onClose({ refusedPoints: error });
        else setNotice({ kind: 'danger', text: rewardError(error.code) });
        return;
      }
      // no answer: what the point balance read again showed; nothing is sent again by itself
      if (outcome.state === 'made') setNotice({ kind: 'info', text: t('rewardCenter.points.wentThrough', { balance: formatPoints(outcome.value) }) });
      else if (outcome.state === 'notMade') setNotice({ kind: 'danger', text: t('rewardCenter.points.notDone') });
      else setNotice({ kind: 'danger', text: t('rewardCenter.points.unknownOutcome') });
    },
  });

  return (
    <MoneyConfirm
      title={title}
      password={{
        kind: 'login',
        field: form.field('password'),
        name: 'password',
        label: t('rewardCenter.points.password'),
        hint: t('rewardCenter.points.passwordHint'),
      }}
      message={
        flow.checking ? (
          <InlineMessage tone="info">{t('rewardCenter.points.checking')}</InlineMessage>
        ) : (
          notice && <InlineMessage tone={notice.kind}>{notice.text}</InlineMessage>
        )
      }
      confirmLabel={t('rewardCenter.points.confirm')}
      cancelLabel={t('rewardCenter.points.cancel')}
      busy={flow.inFlight}
      onSubmit={(e) => void form.submit(e)}
      onCancel={() => onClose()}
    />
  );
}
