import { useCallback, useState } from 'react';
import { useFormatAmount } from '@wl/auth';
import { errorField, useAppDispatch, useMoneyOperation, type ApiError } from '@wl/api-client';
import { REWARDS_ERROR, type PointPayout, type PointReward } from '@wl/api-client/catalogue';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, InlineMessage, TextField, useForm, useToast } from '@wl/ui-kit';
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
 * operation per confirmation (useMoneyOperation): a double tap sends one, a press again after no answer sends the
 * same key. Sent untracked, so the password never reaches the store; the field is emptied after every outcome.
 */
export function ConfirmWithPassword({ operation, balance, onClose, formatPoints }: Props) {
  const { t } = useTranslation('rewards');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const money = useFormatAmount();
  const rewardError = useRewardError();
  const [notice, setNotice] = useState<{ kind: 'info' | 'danger'; text: string } | undefined>(undefined);
  const send = useCallback(
    ({ operation: op, password }: Args, idempotencyKey: string): Promise<PointPayout> =>
      op.kind === 'redeem'
        ? dispatch(pointsApi.endpoints.redeemPointReward.initiate({ rewardId: op.reward.id, password, idempotencyKey }, { track: false })).unwrap()
        : dispatch(pointsApi.endpoints.convertPoint.initiate({ points: op.points, password, idempotencyKey }, { track: false })).unwrap(),
    [dispatch],
  );
  const run = useMoneyOperation(send);
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
      const outcome = await run.run({ operation, password });
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
      // no answer: the point balance says whether it went through; nothing is sent again by itself
      setNotice({ kind: 'info', text: t('rewardCenter.points.checking') });
      const after = await dispatch(pointsApi.endpoints.pointBalance.initiate(undefined, { forceRefetch: true, subscribe: false }))
        .unwrap()
        .catch(() => undefined);
      if (after === undefined) setNotice({ kind: 'danger', text: t('rewardCenter.points.unknownOutcome') });
      else if (after !== balance) setNotice({ kind: 'info', text: t('rewardCenter.points.wentThrough', { balance: formatPoints(after) }) });
      else setNotice({ kind: 'danger', text: t('rewardCenter.points.notDone') });
    },
  });

  return (
    <Dialog
      open
      onClose={() => onClose()}
      title={title}
      closeOnMask={!run.inFlight}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => onClose()} disabled={run.inFlight}>
            {t('rewardCenter.points.cancel')}
          </Button>
          <Button type="submit" form="points-confirm" loading={run.inFlight}>
            {t('rewardCenter.points.confirm')}
          </Button>
        </>
      }
    >
      <form id="points-confirm" onSubmit={(e) => void form.submit(e)} noValidate>
        <TextField
          {...form.field('password')}
          type="password"
          label={t('rewardCenter.points.password')}
          hint={t('rewardCenter.points.passwordHint')}
          autoComplete="current-password"
        />
      </form>
      {notice && <InlineMessage tone={notice.kind}>{notice.text}</InlineMessage>}
    </Dialog>
  );
}
