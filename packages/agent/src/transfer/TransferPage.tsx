import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { addAmounts, compareAmounts, isApiError, readAmount, useAppDispatch, useMoneyFlow, type AmountProblem, type ApiError } from '@wl/api-client';
import { MAX_TRANSFER_ROWS, type TransferMultipleBody } from '@wl/api-client/catalogue';
import { MoneyConfirm } from '@wl/auth/forms';
import { useFormatAmount, useWalletQuery } from '@wl/auth';
import { errorMessageKey, useRefusalText, useTranslation } from '@wl/i18n';
import {
  Alert,
  Button,
  Card,
  CardList,
  digitsOnly,
  EmptyState,
  Figures,
  type Form,
  type FormValidators,
  Heading,
  Muted,
  Notice,
  PageState,
  Stack,
  TextField,
  useForm,
  UsersIcon,
} from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { agentApi, useDownlinesQuery } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { isWithdrawalPassword } from '../ui/moneyForm';
import { Pager } from '../ui/Pager';

/** The form's values: `all` (one amount for every row), `row:<account>` (a row's amount), the withdrawal password. */
type Values = Record<string, string>;
type Message = { kind: 'amount'; problem: AmountProblem; limit?: string } | { kind: 'password' } | { kind: 'platform'; error: ApiError };
/** What stops a submit before (or after) sending, shown above the button; what was typed stays. */
type Failure = { kind: 'none' } | { kind: 'total'; total: string; balance: string } | { kind: 'refused'; error: ApiError };
type Result =
  { kind: 'done'; total: string; count: number; balance: string } | { kind: 'wentThrough'; total: string } | { kind: 'notMade' } | { kind: 'unknown' };

const rowKey = (account: string) => `row:${account}`;
const isFailure = (value: unknown): value is Failure => typeof value === 'object' && value !== null && 'kind' in value;

/**
 * The rows a submit sends, read from what was typed: one amount per chosen downline, or the one amount in every row.
 * Undefined when an amount does not read (the form's checks say which).
 */
export function transferRows(chosen: readonly string[], values: Values, sameForAll: boolean): TransferMultipleBody['transfers'] | undefined {
  const rows = [];
  for (const account of chosen) {
    const reading = readAmount((sameForAll ? values.all : values[rowKey(account)]) ?? '');
    if (!reading.ok) return undefined;
    rows.push({ account, amount: reading.amount });
  }
  return rows;
}

const Search = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  align-items: flex-end;
  & > :first-child {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

const Pick = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space['2']};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  font-size: ${(p) => p.theme.font.size.sm};
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** The team list to choose from: searched and paged like the team members page, one checkbox per downline. */
function Picker({ chosen, toggle }: { chosen: readonly string[]; toggle: (account: string) => void }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const money = useFormatAmount();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const downlines = useDownlinesQuery({ search, pageNo });
  const full = chosen.length >= MAX_TRANSFER_ROWS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNo(1);
  };
  return (
    <Card aria-labelledby="transfer-choose">
      <Heading id="transfer-choose">{t('transfer.choose')}</Heading>
      <Search role="search" onSubmit={submit}>
        <TextField label={t('transfer.search')} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          {tc('common.search')}
        </Button>
      </Search>
      <PageState
        query={downlines}
        size="section"
        isEmpty={(page) => page.list.length === 0}
        empty={
          <EmptyState
            icon={<UsersIcon />}
            title={search ? t('transfer.noMatch', { search }) : t('transfer.empty')}
            description={search ? undefined : t('transfer.emptyHint')}
          />
        }
      >
        {(page) => (
          <>
            <CardList aria-busy={downlines.isFetching} aria-label={t('transfer.choose')}>
              {page.list.map((d) => (
                <li key={d.id}>
                  <Pick>
                    <input
                      type="checkbox"
                      checked={chosen.includes(d.account)}
                      disabled={full && !chosen.includes(d.account)}
                      onChange={() => toggle(d.account)}
                    />
                    <span>{t('transfer.pick', { account: d.account, amount: money(d.balance) })}</span>
                  </Pick>
                </li>
              ))}
            </CardList>
            {full && <Muted role="status">{t('transfer.full', { max: MAX_TRANSFER_ROWS })}</Muted>}
            <Pager page={page.pageNum} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </PageState>
    </Card>
  );
}

/** The transfer itself: the chosen rows with their amounts, the total and the balance, the confirmation. */
function TransferForm({ balance, reloadBalance }: { balance: string; reloadBalance: () => Promise<string | undefined> }) {
  const { t } = useTranslation('agent');
  const { t: tCashier } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  const refusalText = useRefusalText();
  const money = useFormatAmount();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string[]>(() => [...new Set((params.get('to') ?? '').split(',').filter(Boolean))].slice(0, MAX_TRANSFER_ROWS));
  const [sameForAll, setSameForAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<Result | undefined>(undefined);
  // the balance when the transfer was sent: the header's balance is read again after it, answered or not
  const before = useRef(balance);
  const operation = useMoneyFlow({
    send: (args: TransferMultipleBody, idempotencyKey: string) =>
      // untracked: the password in the arguments never reaches the store
      dispatch(agentApi.endpoints.transferDownlines.initiate({ ...args, idempotencyKey }, { track: false })).unwrap(),
    // no answer: the balance read again says whether the total left it
    check: async ({ transfers }) => {
      const after = await reloadBalance();
      if (after === undefined) return { state: 'unknown' };
      if (compareAmounts(addAmounts(after, ...transfers.map((r) => r.amount)), before.current) === 0) return { state: 'made', value: undefined };
      return after === before.current ? { state: 'notMade' } : { state: 'unknown' };
    },
  });

  const checkAmount = (value: string | undefined): Message | undefined => {
    const reading = readAmount(value ?? '', { balance });
    return reading.ok ? undefined : { kind: 'amount', problem: reading.problem, limit: reading.limit && money(reading.limit) };
  };
  const validate: FormValidators<Values, Message> = {};
  if (sameForAll) validate.all = checkAmount;
  else for (const account of chosen) validate[rowKey(account)] = checkAmount;
  validate.paymentPassword = (value) => (confirming && !isWithdrawalPassword(value) ? { kind: 'password' } : undefined);

  const form: Form<Values, Message> = useForm<Values, Message>({
    initial: { all: '', paymentPassword: '' },
    validate,
    render: (m) =>
      m.kind === 'amount' ? tCashier(`amount.${m.problem}`, { limit: m.limit }) : m.kind === 'password' ? t('money.passwordInvalid') : errorText(m.error),
    onSubmit: async (values): Promise<void> => {
      setResult(undefined);
      const rows = transferRows(chosen, values, sameForAll);
      if (!rows) return;
      if (rows.length === 0) return form.setFormError({ kind: 'none' } satisfies Failure);
      const total = addAmounts(...rows.map((r) => r.amount));
      // refused here, before anything is sent
      if (compareAmounts(total, balance) > 0) return form.setFormError({ kind: 'total', total, balance } satisfies Failure);
      if (!confirming) return setConfirming(true);
      before.current = balance;
      const outcome = await operation.run({ transfers: rows, paymentPassword: values.paymentPassword ?? '' });
      if (!outcome) return;
      // the password is never kept after a submit, whatever the outcome
      form.set('paymentPassword', '');
      if (outcome.state === 'refused' && outcome.error.code.startsWith('payment.password')) {
        form.setError('paymentPassword', { kind: 'platform', error: outcome.error });
        return form.focus('paymentPassword');
      }
      setConfirming(false);
      if (outcome.state === 'done') {
        setChosen([]);
        form.reset({ all: '', paymentPassword: '' });
        setResult({ kind: 'done', total, count: rows.length, balance: outcome.value.balance });
      } else if (outcome.state === 'refused') form.setFormError({ kind: 'refused', error: outcome.error } satisfies Failure);
      // no answer: the balance was read again; nothing is sent again by itself
      else if (outcome.state === 'made') setResult({ kind: 'wentThrough', total });
      else setResult({ kind: outcome.state });
    },
  });

  function errorText(error: ApiError): string {
    return error.code.startsWith('agent.transfer.') ? t('transfer.refused', { message: error.message }) : refusalText(error);
  }

  function failureText(failure: unknown): string {
    if (!isFailure(failure)) return tc(errorMessageKey(isApiError(failure) ? failure.code : 'unknown'));
    if (failure.kind === 'none') return t('transfer.noneChosen');
    if (failure.kind === 'total') return t('transfer.aboveBalance', { total: money(failure.total), balance: money(failure.balance) });
    return errorText(failure.error);
  }

  const toggle = (account: string) => {
    setResult(undefined);
    form.setFormError(undefined);
    setChosen((list) => (list.includes(account) ? list.filter((a) => a !== account) : [...list, account]));
  };
  const cancel = () => {
    if (operation.inFlight) return;
    setConfirming(false);
    form.set('paymentPassword', '');
  };

  const rows = transferRows(chosen, form.values, sameForAll);
  const total = rows && rows.length > 0 ? addAmounts(...rows.map((r) => r.amount)) : undefined;
  const busy = operation.inFlight || form.submitting;

  return (
    <>
      <Card aria-labelledby="transfer-figures">
        <Heading id="transfer-figures">{t('transfer.title')}</Heading>
        <Figures>
          <div>
            <dt>{t('transfer.balance')}</dt>
            <dd data-testid="agent-balance">{money(balance)}</dd>
          </div>
          <div>
            <dt>{t('transfer.total')}</dt>
            <dd data-testid="transfer-total">{total === undefined ? '–' : money(total)}</dd>
          </div>
        </Figures>
        {result?.kind === 'done' && (
          <Notice role="status">{t('transfer.done', { total: money(result.total), count: result.count, balance: money(result.balance) })}</Notice>
        )}
        {operation.checking && <Notice role="status">{t('transfer.checking')}</Notice>}
        {result?.kind === 'wentThrough' && <Notice role="status">{t('transfer.wentThrough', { total: money(result.total) })}</Notice>}
        {result?.kind === 'notMade' && <Notice role="status">{t('transfer.notDone')}</Notice>}
        {result?.kind === 'unknown' && <Alert role="alert">{t('transfer.unknown')}</Alert>}
      </Card>
      <Picker chosen={chosen} toggle={toggle} />
      <Card aria-labelledby="transfer-rows">
        <Heading id="transfer-rows">{t('transfer.chosen', { count: chosen.length })}</Heading>
        <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="transfer-rows">
          <Check>
            <input type="checkbox" checked={sameForAll} onChange={(e) => setSameForAll(e.target.checked)} />
            <span>{t('transfer.sameForAll')}</span>
          </Check>
          {sameForAll && <TextField {...form.field('all')} label={t('transfer.amountAll')} inputMode="decimal" autoComplete="off" maxLength={20} />}
          {chosen.length === 0 ? (
            <Muted>{t('transfer.noneChosen')}</Muted>
          ) : (
            <CardList aria-label={t('transfer.recipients')}>
              {chosen.map((account) => (
                <Row key={account}>
                  {sameForAll ? (
                    <Muted>{account}</Muted>
                  ) : (
                    <TextField
                      {...form.field(rowKey(account))}
                      value={form.values[rowKey(account)] ?? ''}
                      label={t('transfer.amountFor', { account })}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={20}
                    />
                  )}
                  <Button type="button" variant="ghost" onClick={() => toggle(account)}>
                    {t('transfer.remove', { account })}
                  </Button>
                </Row>
              ))}
            </CardList>
          )}
          {form.formError !== undefined && <Alert role="alert">{failureText(form.formError)}</Alert>}
          <Button type="submit" variant="primary" block size="lg" loading={busy && !confirming}>
            {t('transfer.next')}
          </Button>
        </Stack>
      </Card>
      <MoneyConfirm
        open={confirming}
        title={t('transfer.confirmTitle')}
        confirmLabel={t('transfer.confirm')}
        password={{ kind: 'withdrawal', field: form.field('paymentPassword', digitsOnly(6)), name: 'paymentPassword', label: t('money.password') }}
        cancelLabel={t('money.cancel')}
        busy={busy}
        onSubmit={(e) => void form.submit(e)}
        onCancel={cancel}
      >
        <Muted>{t('transfer.confirmNote', { count: rows?.length ?? 0, total: money(total ?? '0') })}</Muted>
        <Figures aria-label={t('transfer.recipients')}>
          {rows?.map((row) => (
            <div key={row.account}>
              <dt>{row.account}</dt>
              <dd>{money(row.amount)}</dd>
            </div>
          ))}
        </Figures>
      </MoneyConfirm>
    </>
  );
}

function Transfer() {
  const wallet = useWalletQuery();
  const reloadBalance = useCallback(async () => (await wallet.refetch()).data?.sumBalance, [wallet]);
  return <PageState query={wallet}>{(value) => <TransferForm balance={value.sumBalance} reloadBalance={reloadBalance} />}</PageState>;
}

/** Transfer to downlines (/m/agent/transfer): to one or several at once, each with its amount or one for all. */
export function TransferPage() {
  const { t } = useTranslation('agent');
  return (
    <AgentGuard>
      <AgentPage title={t('transfer.title')}>
        <Transfer />
      </AgentPage>
    </AgentGuard>
  );
}
