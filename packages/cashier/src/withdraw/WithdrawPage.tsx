import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { errorField, readAmount, useAppDispatch, useMoneyOperation, type ApiError } from '@wl/api-client';
import { WITHDRAWAL_PASSWORD, type BankCardsValue, type WithdrawBody, type WithdrawRow } from '@wl/api-client/catalogue';
import { AccessGuard, useWalletQuery } from '@wl/auth';
import { useTranslation, localeOf } from '@wl/i18n';
import { Alert, Button, Card, digitsOnly, formatBalance, Notice, PageBody, PageState, PinField, TextField } from '@wl/ui-kit';
import { AddCardForm, PayeeNameForm, WithdrawalPasswordForm } from '../security/forms';
import { recentRange, securityApi, useBankCardsQuery, useHasWithdrawalPasswordQuery, useSecurityConfigQuery } from '../security/securityApi';
import { FormBox, Note, Title, useCashierForm, useErrorText, type Message } from '../security/ui';

/** /m/withdraw: leads the player through what is missing (payee name, withdrawal password, a card), then withdraws. */
export function WithdrawPage() {
  return (
    <AccessGuard feature="money">
      <PageBody>
        <Withdraw />
      </PageBody>
    </AccessGuard>
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
      <Title>{t('withdraw.setup.title')}</Title>
      <Note>{t('withdraw.setup.note')}</Note>
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

const Figures = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${(p) => p.theme.space['2']};
  }
  dt {
    flex: 1 1 8rem;
    color: ${(p) => p.theme.color.text.secondary};
    overflow-wrap: anywhere;
  }
  dd {
    flex: 0 1 auto;
    margin: 0 0 0 auto;
    text-align: end;
    font-weight: ${(p) => p.theme.font.weight.bold};
    overflow-wrap: anywhere;
  }
`;

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

/** Amounts, the card, the withdrawal password; one request per submission, the password cleared whatever happens. */
function WithdrawForm({ cards }: { cards: BankCardsValue }) {
  const { t, i18n } = useTranslation('cashier');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const symbol = useWalletQuery(undefined).data?.currencySymbol ?? '';
  const money = (amount: string) => formatBalance(amount, symbol, localeOf(i18n));
  const { limits } = cards;
  const [result, setResult] = useState<Result | undefined>(undefined);
  const operation = useMoneyOperation(
    useCallback(
      (args: WithdrawBody, idempotencyKey: string) =>
        // untracked: the password in the arguments never reaches the store
        dispatch(securityApi.endpoints.withdraw.initiate({ ...args, idempotencyKey }, { track: false })).unwrap(),
      [dispatch],
    ),
  );
  const form = useCashierForm<Values>({
    initial: { amount: '', bankCardId: cards.list[0]?.id ?? '', paymentPassword: '' },
    validate: {
      amount: (value) => {
        const read = readAmount(value, { min: limits.minAmount, max: limits.maxAmount, balance: limits.withdrawable });
        return read.ok ? undefined : { key: `amount.${read.problem}` as const, values: { limit: read.limit ? money(read.limit) : '' } };
      },
      bankCardId: (value) => (cards.list.some((c) => c.id === value) ? undefined : { key: 'withdraw.chooseCard' }),
      paymentPassword: (value) => (WITHDRAWAL_PASSWORD.test(value) ? undefined : { key: 'security.validation.sixDigits' }),
    },
    onSubmit: async (values) => {
      setResult(undefined);
      const read = readAmount(values.amount);
      if (!read.ok) return;
      const sentAt = clock();
      const outcome = await operation.run({ amount: read.amount, bankCardId: values.bankCardId, paymentPassword: values.paymentPassword });
      if (!outcome) return;
      // the password is never kept after a submit, whatever the outcome
      form.set('paymentPassword', '');
      if (outcome.state === 'done') {
        form.set('amount', '');
        setResult({ kind: 'done', orderId: outcome.value.orderId, amount: read.amount });
      } else if (outcome.state === 'refused') {
        refused(outcome.error);
      } else {
        setResult(await checkRecords(read.amount, sentAt));
      }
    },
  });

  function refused(error: ApiError) {
    const field = errorField(error) ?? (error.code.startsWith('payment.password') ? 'paymentPassword' : undefined);
    const message: Message = { key: 'security.platformError', values: { text: errorText(error) } };
    if (field === 'amount' || field === 'paymentPassword' || field === 'bankCardId') {
      form.setError(field, message);
      form.focus(field);
    } else form.setFormError(error);
  }

  /** After an answer that never came: the records say whether the withdrawal was made. */
  async function checkRecords(amount: string, sentAt: number): Promise<Result> {
    try {
      const page = await dispatch(
        securityApi.endpoints.withdrawRecords.initiate({ ...recentRange(), pageNo: 1 }, { forceRefetch: true, subscribe: false }),
      ).unwrap();
      return { kind: 'checked', row: page.list.find((row) => row.amount === amount && row.createdAt >= sentAt - RECORD_WINDOW_MS) };
    } catch {
      return { kind: 'unchecked' };
    }
  }

  const busy = operation.inFlight || form.submitting;
  return (
    <>
      <Card aria-labelledby="withdraw-figures">
        <Title id="withdraw-figures">{t('withdraw.title')}</Title>
        <Figures>
          <div>
            <dt id="withdrawable-label">{t('withdraw.withdrawable')}</dt>
            <dd data-testid="withdrawable">{money(limits.withdrawable)}</dd>
          </div>
          {limits.turnoverRequired !== '0.00' && (
            <div>
              <dt>{t('withdraw.turnover')}</dt>
              <dd>{money(limits.turnoverRequired)}</dd>
            </div>
          )}
          <div>
            <dt>{t('withdraw.limits')}</dt>
            <dd>{t('common.limits', { min: money(limits.minAmount), max: money(limits.maxAmount) })}</dd>
          </div>
          <div>
            <dt>{t('common.fee')}</dt>
            <dd>{money(limits.fee)}</dd>
          </div>
        </Figures>
        {limits.turnoverRequired !== '0.00' && <Note>{t('withdraw.turnoverNote')}</Note>}
      </Card>
      <Card aria-label={t('withdraw.formTitle')}>
        {result?.kind === 'done' && <Notice role="status" $tone="success">{t('withdraw.done', { amount: money(result.amount), orderId: result.orderId })}</Notice>}
        {result?.kind === 'checked' && (
          <Notice role="status">
            {result.row
              ? t('withdraw.unknown.found', { amount: money(result.row.amount), orderId: result.row.orderId, status: t(`status.${result.row.status}`) })
              : t('withdraw.unknown.none')}
          </Notice>
        )}
        {result?.kind === 'unchecked' && <Alert role="alert">{t('common.unknownOutcome')}</Alert>}
        <FormBox onSubmit={(e) => void form.submit(e)} noValidate aria-label={t('withdraw.formTitle')}>
          {form.formError !== undefined && <Alert role="alert">{errorText(form.formError)}</Alert>}
          <AmountRow>
            <TextField {...form.field('amount')} label={t('common.amount')} name="amount" inputMode="decimal" autoComplete="off" maxLength={20} />
            <Button type="button" variant="secondary" onClick={() => form.set('amount', limits.withdrawable)} aria-describedby="withdrawable-label">
              {t('common.all')}
            </Button>
          </AmountRow>
          <CardChoices aria-invalid={!!form.errors.bankCardId}>
            <legend>{t('withdraw.card')}</legend>
            {cards.list.map((card) => (
              <CardChoice key={card.id}>
                <input
                  type="radio"
                  name="bankCardId"
                  value={card.id}
                  checked={form.values.bankCardId === card.id}
                  onChange={() => form.set('bankCardId', card.id)}
                  ref={form.ref('bankCardId')}
                />
                <span>{t('security.cards.masked', { bank: card.bankName, last4: card.last4 })}</span>
              </CardChoice>
            ))}
            {form.errors.bankCardId && <Alert role="alert">{t(form.errors.bankCardId.key, form.errors.bankCardId.values)}</Alert>}
          </CardChoices>
          <PinField {...form.field('paymentPassword', digitsOnly(6))} label={t('withdraw.password')} name="paymentPassword" />
          <Button type="submit" variant="primary" block size="lg" loading={busy}>
            {t('withdraw.submit')}
          </Button>
          {limits.fee !== '0.00' && <Note>{t('withdraw.feeNote', { fee: money(limits.fee) })}</Note>}
        </FormBox>
      </Card>
    </>
  );
}
