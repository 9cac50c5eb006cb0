import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  addAmounts,
  compareAmounts,
  errorField,
  fromMinor,
  readAmount,
  toMinor,
  useAppDispatch,
  useMoneyFlow,
  type ApiError,
  type MoneyCheck,
} from '@wl/api-client';
import { WITHDRAWAL_PASSWORD, type BankCardsValue, type WithdrawBody, type WithdrawLimits, type WithdrawRow } from '@wl/api-client/catalogue';
import { AccessGuard, useFormatAmount, useWalletQuery } from '@wl/auth';
import { MoneyConfirm, useErrorText } from '@wl/auth/forms';
import { useTranslation } from '@wl/i18n';
import { Alert, Button, Card, digitsOnly, Figures, Heading, Muted, Notice, PageBody, PageState, Stack, Tabs, TextField } from '@wl/ui-kit';
import { useOrderPaging } from '../records/OrderRecords';
import { AddCardForm } from '../security/AddCardForm';
import { PayeeNameForm } from '../security/PayeeNameForm';
import { WithdrawalPasswordForm } from '../security/WithdrawalPasswordForm';
import {
  recentRange,
  securityApi,
  useBankCardsQuery,
  useHasWithdrawalPasswordQuery,
  useSecurityConfigQuery,
  useWithdrawRecordsQuery,
} from '../security/securityApi';
import { useCashierForm, type Message } from '../security/ui';
import { toCard, WithdrawRecords } from './WithdrawRecords';

/**
 * /m/withdraw: two tabs, Withdraw and Records (`?tab=records`, as the deposit page). Withdraw leads the player
 * through what is missing (payee name, withdrawal password, a card), then withdraws; Records lists the withdrawals.
 */
export function WithdrawPage() {
  return (
    <AccessGuard feature="money">
      <PageBody>
        <WithdrawTabs />
      </PageBody>
    </AccessGuard>
  );
}

const TABS = ['withdraw', 'records'] as const;

function WithdrawTabs() {
  const { t } = useTranslation('cashier');
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'records' ? 'records' : 'withdraw';
  return (
    <>
      <Tabs
        label={t('withdraw.tabs.label')}
        items={TABS.map((id) => ({ id, label: t(`withdraw.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => setParams(id === 'records' ? { tab: 'records' } : {}, { replace: true })}
        panelId={panelId}
      />
      <Stack $gap="3" id={panelId} role="tabpanel" aria-label={t(`withdraw.tabs.${tab}`)}>
        {tab === 'records' ? <WithdrawRecords /> : <Withdraw />}
      </Stack>
    </>
  );
}

type Step = 'payee' | 'password' | 'card' | 'withdraw';

function Withdraw() {
  const { t } = useTranslation('cashier');
  const config = useSecurityConfigQuery();
  const hasPassword = useHasWithdrawalPasswordQuery();
  const cards = useBankCardsQuery();
  const all = {
    data: config.data && hasPassword.data !== undefined && cards.data ? { config: config.data, hasPassword: hasPassword.data, cards: cards.data } : undefined,
    isLoading: config.isLoading || hasPassword.isLoading || cards.isLoading,
    isFetching: config.isFetching || hasPassword.isFetching || cards.isFetching,
    isError: config.isError || hasPassword.isError || cards.isError,
    refetch: () => {
      if (config.isError) void config.refetch();
      if (hasPassword.isError) void hasPassword.refetch();
      if (cards.isError) void cards.refetch();
    },
  };
  return (
    <PageState query={all}>
      {({ config: c, hasPassword: password, cards: list }) => {
        const step: Step = !c.payeeName ? 'payee' : !password ? 'password' : list.list.length === 0 ? 'card' : 'withdraw';
        if (step === 'withdraw') return <WithdrawForm cards={list} />;
        return (
          <>
            <Steps step={step} />
            <Card aria-label={t('withdraw.setup.title')}>
              {step === 'payee' && <PayeeNameForm />}
              {step === 'password' && <WithdrawalPasswordForm change={false} />}
              {step === 'card' && <AddCardForm payeeName={c.payeeName ?? ''} />}
            </Card>
          </>
        );
      }}
    </PageState>
  );
}

const StepList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  margin: 0;
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  list-style: none;
  font-size: ${(p) => p.theme.font.size.sm};
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  color: ${(p) => (p.$state === 'next' ? p.theme.color.text.muted : p.theme.color.text.primary)};
  font-weight: ${(p) => (p.$state === 'current' ? p.theme.font.weight.bold : p.theme.font.weight.regular)};
  overflow-wrap: anywhere;
`;

/** What is still missing before the first withdrawal, and where the player is. */
function Steps({ step }: { step: Exclude<Step, 'withdraw'> }) {
  const { t } = useTranslation('cashier');
  const order = ['payee', 'password', 'card'] as const;
  const at = order.indexOf(step);
  return (
    <>
      <Heading>{t('withdraw.setup.title')}</Heading>
      <Muted>{t('withdraw.setup.note')}</Muted>
      <StepList aria-label={t('withdraw.setup.steps')}>
        {order.map((name, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'next';
          return (
            <StepItem key={name} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {t('withdraw.setup.step', { n: i + 1, name: t(`withdraw.setup.${name}`), state: t(`withdraw.setup.${state}`) })}
            </StepItem>
          );
        })}
      </StepList>
    </>
  );
}

interface FigureProps {
  label: ReactNode;
  /** one amount, or the parts of a value that may go on lines of their own (each kept whole) */
  value: ReactNode | readonly ReactNode[];
  /** a name or other text that may wrap anywhere (a bank's name), not an amount */
  text?: boolean;
  /** the result of the sum above it */
  total?: boolean;
  labelId?: string;
  testId?: string;
}

/** One row of `Figures`. */
function Figure({ label, value, text = false, total = false, labelId, testId }: FigureProps) {
  const parts: readonly ReactNode[] = Array.isArray(value) ? value : [value];
  return (
    <div data-total={total || undefined}>
      <dt id={labelId}>{label}</dt>
      <dd data-text={text || undefined} data-testid={testId}>
        {parts.map((part, i) => (
          // a fixed set of parts in a fixed order; the space keeps them apart for text and screen readers
          <span key={i}>
            {i > 0 && ' '}
            {part}
          </span>
        ))}
      </dd>
    </div>
  );
}

/**
 * The player's money as one set of figures (issue 40 item 5), from what the platform answers:
 *
 *     Balance                 the wallet's total (auth `wallet`: every wallet, game wallets included)
 *   - Not yet withdrawable    the balance less what may be withdrawn: money turnover still holds, and game wallets
 *   = Withdrawable now        `bankCards` limits.withdrawable (the main wallet less what turnover holds)
 *
 * then the pending withdrawals (`withdrawRecords`, state pending: the platform took them from the balance when they
 * were made, so they are beside the sum, not in it), the turnover still required (bets, not money), and the limits
 * and fee of one withdrawal. While the balance is unknown, or below the withdrawable amount (one of the two answers
 * is older than the other), only the withdrawable amount is shown: nothing that does not add up.
 */
function WithdrawFigures({ limits }: { limits: WithdrawLimits }) {
  const { t } = useTranslation('cashier');
  const money = useFormatAmount();
  const balance = useWalletQuery(undefined).data?.sumBalance;
  // the records tab's first page (the same cache entry): the pending withdrawals are the newest
  const records = useWithdrawRecordsQuery(useOrderPaging().query);
  const held = balance === undefined ? undefined : toMinor(balance) - toMinor(limits.withdrawable);
  const sum = balance !== undefined && held !== undefined && held >= 0n ? { balance, held } : undefined;
  const pending = records.data && addAmounts(...records.data.list.filter((row) => row.status === 'pending').map((row) => row.amount));
  const turnover = compareAmounts(limits.turnoverRequired, '0') > 0;
  return (
    <Card aria-labelledby="withdraw-figures">
      <Heading id="withdraw-figures">{t('withdraw.figures.title')}</Heading>
      <Figures>
        {sum && (
          <>
            <Figure label={t('withdraw.figures.balance')} value={money(sum.balance)} />
            <Figure label={t('withdraw.figures.notYet')} value={money(fromMinor(-sum.held))} />
          </>
        )}
        <Figure label={t('withdraw.withdrawable')} value={money(limits.withdrawable)} total={!!sum} labelId="withdrawable-label" testId="withdrawable" />
        {pending !== undefined && <Figure label={t('withdraw.figures.pending')} value={money(pending)} />}
        {turnover && <Figure label={t('withdraw.turnover')} value={money(limits.turnoverRequired)} />}
        <Figure
          label={t('withdraw.limits')}
          value={[t('withdraw.figures.min', { amount: money(limits.minAmount) }), t('withdraw.figures.max', { amount: money(limits.maxAmount) })]}
        />
        <Figure label={t('common.fee')} value={money(limits.fee)} />
      </Figures>
      {sum && sum.held > 0n && <Muted>{t('withdraw.figures.notYetNote')}</Muted>}
      {pending !== undefined && compareAmounts(pending, '0') > 0 && <Muted>{t('withdraw.figures.pendingNote')}</Muted>}
      {turnover && <Muted>{t('withdraw.turnoverNote')}</Muted>}
    </Card>
  );
}

const AmountRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space['2']};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const CardChoices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${(p) => p.theme.space['1']};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const CardChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** When a withdrawal was sent (read outside render); a record this close to it with the same amount is that withdrawal. */
const clock = () => Date.now();
const RECORD_WINDOW_MS = 10 * 60_000;

type Values = { amount: string; bankCardId: string; paymentPassword: string };
type Result = { kind: 'done'; orderId: string; amount: string } | { kind: 'checked'; row: WithdrawRow | undefined } | { kind: 'unchecked' };

/** The two steps: the amount and the card, then their confirmation with the withdrawal password. */
type FormStep = 'form' | 'confirm';
/** Where focus goes once a step is shown: a field, the confirmation's heading, or the outcome. */
type FocusTarget = 'amount' | 'bankCardId' | 'confirm' | 'result';

/**
 * The amount and the card; then a confirmation (amount, fee, what reaches the card, the card) where the withdrawal
 * password is asked and the withdrawal sent: one request per submission, the password cleared whatever happens,
 * the amount and card kept when the player goes back.
 */
function WithdrawForm({ cards }: { cards: BankCardsValue }) {
  const { t } = useTranslation('cashier');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const money = useFormatAmount();
  const { limits } = cards;
  const [step, setStep] = useState<FormStep>('form');
  const [result, setResult] = useState<Result | undefined>(undefined);
  // an object, so that the same target is focused again
  const [focus, setFocus] = useState<{ target: FocusTarget } | undefined>(undefined);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // when the withdrawal was sent: a record this close to it with the same amount is that withdrawal
  const sentAt = useRef(0);
  const operation = useMoneyFlow({
    send: (args: WithdrawBody, idempotencyKey: string) =>
      // untracked: the password in the arguments never reaches the store
      dispatch(securityApi.endpoints.withdraw.initiate({ ...args, idempotencyKey }, { track: false })).unwrap(),
    check: checkRecords,
  });
  const form = useCashierForm<Values>({
    initial: { amount: '', bankCardId: cards.list[0]?.id ?? '', paymentPassword: '' },
    validate: {
      amount: (value) => {
        const read = readAmount(value, { min: limits.minAmount, max: limits.maxAmount, balance: limits.withdrawable });
        return read.ok ? undefined : { key: `amount.${read.problem}` as const, values: { limit: read.limit ? money(read.limit) : '' } };
      },
      bankCardId: (value) => (cards.list.some((c) => c.id === value) ? undefined : { key: 'withdraw.chooseCard' }),
      // asked on the confirmation only (the checks run at submit, with this render's view)
      paymentPassword: (value) => (view === 'form' || WITHDRAWAL_PASSWORD.test(value) ? undefined : { key: 'security.validation.sixDigits' }),
    },
    onSubmit: async (values) => {
      setResult(undefined);
      if (view === 'form') return show('confirm', 'confirm');
      const read = readAmount(values.amount);
      if (!read.ok) return;
      sentAt.current = clock();
      const outcome = await operation.run({ amount: read.amount, bankCardId: values.bankCardId, paymentPassword: values.paymentPassword });
      if (!outcome) return;
      // the password is never kept after a submit, whatever the outcome
      form.set('paymentPassword', '');
      if (outcome.state === 'done') {
        form.set('amount', '');
        setResult({ kind: 'done', orderId: outcome.value.orderId, amount: read.amount });
        show('form', 'result');
      } else if (outcome.state === 'refused') {
        refused(outcome.error);
      } else {
        // made after all: the amount goes, as after an answer
        if (outcome.state === 'made') form.set('amount', '');
        setResult(outcome.state === 'unknown' ? { kind: 'unchecked' } : { kind: 'checked', row: outcome.state === 'made' ? outcome.value : undefined });
        show('form', 'result');
      }
    },
  });
  const { focus: focusField } = form;
  const card = cards.list.find((c) => c.id === form.values.bankCardId);
  const entered = readAmount(form.values.amount);
  // what is shown: the confirmation while there is something to confirm (the card may have gone from the list)
  const view: FormStep = step === 'confirm' && entered.ok && card ? 'confirm' : 'form';

  useEffect(() => {
    if (focus?.target === 'confirm') confirmTitle.current?.focus();
    else if (focus?.target === 'result') resultRef.current?.focus();
    else if (focus) focusField(focus.target);
  }, [focus, focusField]);

  function show(next: FormStep, target: FocusTarget) {
    setStep(next);
    setFocus({ target });
  }

  /** Back to the amount and the card, as they were; the password typed so far goes. */
  function back(target: 'amount' | 'bankCardId' = 'amount') {
    form.set('paymentPassword', '');
    form.setFormError(undefined);
    show('form', target);
  }

  function refused(error: ApiError) {
    const field = errorField(error) ?? (error.code.startsWith('payment.password') ? 'paymentPassword' : undefined);
    const message: Message = { key: 'security.platformError', values: { text: errorText(error) } };
    if (field === 'paymentPassword') {
      form.setError(field, message);
      form.focus(field);
    } else if (field === 'amount' || field === 'bankCardId') {
      // the amount or the card is refused: back to it, the message next to it
      back(field);
      form.setError(field, message);
    } else form.setFormError(error);
  }

  /** The confirmation's submit: an amount or card no longer right (the limits were read again) goes back to it. */
  function confirm(event: FormEvent) {
    event.preventDefault();
    const stale = (['amount', 'bankCardId'] as const).find((name) => form.validateField(name) !== undefined);
    if (stale) back(stale);
    else void form.submit();
  }

  /** After an answer that never came: the records say whether the withdrawal was made (a failed read is `unknown`). */
  async function checkRecords({ amount }: WithdrawBody): Promise<MoneyCheck<WithdrawRow>> {
    const page = await dispatch(
      securityApi.endpoints.withdrawRecords.initiate({ ...recentRange(), pageNo: 1 }, { forceRefetch: true, subscribe: false }),
    ).unwrap();
    const row = page.list.find((r) => r.amount === amount && r.createdAt >= sentAt.current - RECORD_WINDOW_MS);
    return row ? { state: 'made', value: row } : { state: 'notMade' };
  }

  const busy = operation.inFlight || form.submitting;

  if (view === 'confirm' && entered.ok && card) {
    return (
      <MoneyConfirm
        inline
        title={t('withdraw.confirm.title')}
        titleRef={confirmTitle}
        password={{ kind: 'withdrawal', field: form.field('paymentPassword', digitsOnly(6)), name: 'paymentPassword', label: t('withdraw.password') }}
        message={form.formError !== undefined && <Alert role="alert">{errorText(form.formError)}</Alert>}
        confirmLabel={t('withdraw.confirm.submit')}
        cancelLabel={t('withdraw.confirm.back')}
        busy={busy}
        onSubmit={confirm}
        onCancel={() => back()}
      >
        <Muted>{t('withdraw.confirm.note')}</Muted>
        <Figures>
          <Figure label={t('common.amount')} value={money(entered.amount)} />
          <Figure label={t('common.fee')} value={money(fromMinor(-toMinor(limits.fee)))} />
          <Figure label={t('withdraw.confirm.arrives')} value={money(toCard(entered.amount, limits.fee))} total />
          <Figure label={t('withdraw.card')} value={t('security.cards.masked', { bank: card.bankName, last4: card.last4 })} text />
        </Figures>
      </MoneyConfirm>
    );
  }

  return (
    <>
      <WithdrawFigures limits={limits} />
      <Card aria-label={t('withdraw.formTitle')}>
        {result?.kind === 'done' && (
          <Notice role="status" $tone="success" ref={resultRef} tabIndex={-1}>
            {t('withdraw.done', { amount: money(result.amount), orderId: result.orderId })}
          </Notice>
        )}
        {result?.kind === 'checked' && (
          <Notice role="status" ref={resultRef} tabIndex={-1}>
            {result.row
              ? t('withdraw.unknown.found', {
                  amount: money(result.row.amount),
                  orderId: result.row.orderId,
                  status: t(`withdraw.status.${result.row.status}`),
                })
              : t('withdraw.unknown.none')}
          </Notice>
        )}
        {result?.kind === 'unchecked' && (
          <Alert role="alert" ref={resultRef} tabIndex={-1}>
            {t('common.unknownOutcome')}
          </Alert>
        )}
        <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('withdraw.formTitle')}>
          <AmountRow>
            <TextField {...form.field('amount')} label={t('common.amount')} name="amount" inputMode="decimal" autoComplete="off" maxLength={20} />
            <Button type="button" variant="secondary" onClick={() => form.set('amount', limits.withdrawable)} aria-describedby="withdrawable-label">
              {t('common.all')}
            </Button>
          </AmountRow>
          <CardChoices aria-invalid={!!form.errors.bankCardId}>
            <legend>{t('withdraw.card')}</legend>
            {cards.list.map((c) => (
              <CardChoice key={c.id}>
                <input
                  type="radio"
                  name="bankCardId"
                  value={c.id}
                  checked={form.values.bankCardId === c.id}
                  onChange={() => form.set('bankCardId', c.id)}
                  ref={form.ref('bankCardId')}
                />
                <span>{t('security.cards.masked', { bank: c.bankName, last4: c.last4 })}</span>
              </CardChoice>
            ))}
            {form.errors.bankCardId && <Alert role="alert">{t(form.errors.bankCardId.key, form.errors.bankCardId.values)}</Alert>}
          </CardChoices>
          <Button type="submit" variant="primary" block size="lg" loading={busy}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </Card>
    </>
  );
}
