import { useState } from 'react';
import { compareAmounts, isApiError, useAppDispatch, useMoneyFlow, type ApiError } from '@wl/api-client';
import type { DividendPeriod, PayoutDividendBody } from '@wl/api-client/catalogue';
import { MoneyConfirm } from '@wl/auth/forms';
import { useFormatAmount } from '@wl/auth';
import { errorMessageKey, useDates, useRefusalText, useTranslation } from '@wl/i18n';
import {
  Alert,
  Button,
  Card,
  CardList,
  DataTable,
  digitsOnly,
  EmptyState,
  Figures,
  FileIcon,
  type Form,
  Heading,
  Muted,
  Notice,
  PageState,
  useForm,
} from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { agentApi, useCurrentDividendQuery, useDividendHistoryQuery } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { isWithdrawalPassword } from '../ui/moneyForm';
import { LinkButton } from '../ui/LinkButton';
import { Pager } from '../ui/Pager';
import { CONTRACT_PAGES } from '../rules/contracts';

type Values = { paymentPassword: string };
type Message = { kind: 'password' } | { kind: 'platform'; error: ApiError };
type Result =
  { kind: 'done'; total: string; count: number } | { kind: 'refused'; error: ApiError } | { kind: 'made' } | { kind: 'notMade' } | { kind: 'unknown' };

/** Whether a period still has something to pay. */
export const payable = (period: DividendPeriod): boolean => compareAmounts(period.unpaid, '0') > 0;

/** One period: its dates, total, rows per downline, and the payout button while something is unpaid. */
function PeriodCard({ period, onPay, busy }: { period: DividendPeriod; onPay: (period: DividendPeriod) => void; busy: boolean }) {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const money = useFormatAmount();
  const days = dates.period(period.periodStart, period.periodEnd);
  const titleId = `dividend-${period.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <Heading id={titleId}>{t('dividend.period', days)}</Heading>
      <Figures>
        <div>
          <dt>{t('dividend.total')}</dt>
          <dd>{money(period.total)}</dd>
        </div>
        <div>
          <dt>{t('dividend.unpaid')}</dt>
          <dd>
            {payable(period)
              ? money(period.unpaid)
              : period.paidAt === null
                ? t('dividend.allPaid')
                : t('dividend.paidOn', { date: dates.isoDay(period.paidAt) })}
          </dd>
        </div>
      </Figures>
      <DataTable label={t('dividend.rows', days)}>
        <thead>
          <tr>
            <th scope="col">{t('dividend.account')}</th>
            <th scope="col">{t('dividend.profit')}</th>
            <th scope="col">{t('dividend.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {period.rows.map((row) => (
            <tr key={row.account}>
              <td>{row.account}</td>
              <td>{money(row.profit)}</td>
              <td>{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {payable(period) && (
        <Button
          type="button"
          variant="primary"
          block
          disabled={busy}
          aria-label={t('dividend.payoutName', { amount: money(period.unpaid), ...days })}
          onClick={() => onPay(period)}
        >
          {t('dividend.payout', { amount: money(period.unpaid) })}
        </Button>
      )}
    </Card>
  );
}

/** The periods, paged, and the payout: a confirmation with the withdrawal password, sent once. */
function History() {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const dates = useDates();
  const refusalText = useRefusalText();
  const money = useFormatAmount();
  const dispatch = useAppDispatch();
  const [pageNo, setPageNo] = useState(1);
  const history = useDividendHistoryQuery({ pageNo });
  const [paying, setPaying] = useState<DividendPeriod | undefined>(undefined);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const operation = useMoneyFlow({
    send: (args: PayoutDividendBody, idempotencyKey: string) =>
      // untracked: the password in the arguments never reaches the store
      dispatch(agentApi.endpoints.payoutDividend.initiate({ ...args, idempotencyKey }, { track: false })).unwrap(),
    // no answer: the period read again says whether it was paid
    check: async ({ periodId }) => {
      const after = await history.refetch();
      const now = after.data?.list.find((p) => p.id === periodId);
      if (after.isError || !now) return { state: 'unknown' };
      if (!payable(now)) return { state: 'made', value: undefined };
      return now.unpaid === paying?.unpaid ? { state: 'notMade' } : { state: 'unknown' };
    },
  });

  const errorText = (error: ApiError): string =>
    error.code.startsWith('agent.dividend.') ? t('dividend.refused', { message: error.message }) : refusalText(error);

  const form: Form<Values, Message> = useForm<Values, Message>({
    initial: { paymentPassword: '' },
    validate: { paymentPassword: (value) => (isWithdrawalPassword(value) ? undefined : { kind: 'password' }) },
    render: (m) => (m.kind === 'password' ? t('money.passwordInvalid') : errorText(m.error)),
    onSubmit: async (values): Promise<void> => {
      const period = paying;
      if (!period) return;
      setResult(undefined);
      const outcome = await operation.run({ periodId: period.id, paymentPassword: values.paymentPassword });
      if (!outcome) return;
      // the password is never kept after a submit, whatever the outcome
      form.set('paymentPassword', '');
      if (outcome.state === 'refused' && outcome.error.code.startsWith('payment.password')) {
        form.setError('paymentPassword', { kind: 'platform', error: outcome.error });
        return form.focus('paymentPassword');
      }
      setPaying(undefined);
      if (outcome.state === 'done') setResult({ kind: 'done', total: outcome.value.total, count: outcome.value.paid.length });
      else if (outcome.state === 'refused') setResult({ kind: 'refused', error: outcome.error });
      // no answer: the period was read again; nothing is sent again by itself
      else setResult({ kind: outcome.state });
    },
  });

  const busy = operation.inFlight || form.submitting;
  const open = (period: DividendPeriod) => {
    if (busy) return;
    setResult(undefined);
    form.reset();
    setPaying(period);
  };
  const cancel = () => {
    if (busy) return;
    setPaying(undefined);
    form.reset();
  };

  return (
    <section aria-labelledby="dividend-history">
      <Heading id="dividend-history">{t('dividend.history')}</Heading>
      {result?.kind === 'done' && <Notice role="status">{t('dividend.done', { total: money(result.total), count: result.count })}</Notice>}
      {result?.kind === 'refused' && <Alert role="alert">{errorText(result.error)}</Alert>}
      {operation.checking && <Notice role="status">{t('dividend.checking')}</Notice>}
      {result?.kind === 'made' && <Notice role="status">{t('dividend.wentThrough')}</Notice>}
      {result?.kind === 'notMade' && <Notice role="status">{t('dividend.notDone')}</Notice>}
      {result?.kind === 'unknown' && <Alert role="alert">{t('dividend.unknown')}</Alert>}
      <PageState
        query={history}
        size="section"
        isEmpty={(page) => page.list.length === 0}
        empty={<EmptyState icon={<FileIcon />} title={t('dividend.empty')} />}
      >
        {(page) => (
          <>
            <CardList aria-busy={history.isFetching} aria-label={t('dividend.history')}>
              {page.list.map((period) => (
                <li key={period.id}>
                  <PeriodCard period={period} onPay={open} busy={busy} />
                </li>
              ))}
            </CardList>
            <Pager page={page.pageNum} totalPages={page.totalPages} onPage={setPageNo} />
          </>
        )}
      </PageState>
      <MoneyConfirm
        open={paying !== undefined}
        title={t('dividend.confirmTitle')}
        confirmLabel={t('dividend.confirm')}
        password={{ kind: 'withdrawal', field: form.field('paymentPassword', digitsOnly(6)), name: 'paymentPassword', label: t('money.password') }}
        cancelLabel={t('money.cancel')}
        busy={busy}
        onSubmit={(e) => void form.submit(e)}
        onCancel={cancel}
      >
        {paying && (
          <Muted>
            {t('dividend.confirmNote', {
              total: money(paying.unpaid),
              count: paying.rows.filter((r) => !r.paid).length,
              ...dates.period(paying.periodStart, paying.periodEnd),
            })}
          </Muted>
        )}
      </MoneyConfirm>
      {form.formError !== undefined && <Alert role="alert">{tc(errorMessageKey(isApiError(form.formError) ? form.formError.code : 'unknown'))}</Alert>}
    </section>
  );
}

function Dividend() {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const money = useFormatAmount();
  const dividend = useCurrentDividendQuery();
  const data = dividend.data;
  return (
    <AgentPage title={t('home.dividends')}>
      <PageState query={dividend}>
        {data?.applicable ? (
          <>
            <Card>
              <Heading>{t('dividend.current')}</Heading>
              <strong data-testid="current-dividend">{money(data.amount)}</strong>
              <Muted>{t('dividend.periodInProgress', dates.period(data.periodStart, data.periodEnd))}</Muted>
            </Card>
            <History />
          </>
        ) : (
          <EmptyState icon={<FileIcon />} title={t('dividend.notApplicable')} />
        )}
        <LinkButton to={CONTRACT_PAGES.dividend} $variant="secondary">
          {t('dividend.contract')}
        </LinkButton>
      </PageState>
    </AgentPage>
  );
}

/**
 * Dividends (/m/member/agent/agentDivident): the current period's dividend, the periods with their rows per downline,
 * the payout of a period's unpaid dividends (confirmed with the withdrawal password, once), and the contract.
 */
export function DividendPage() {
  return (
    <AgentGuard>
      <Dividend />
    </AgentGuard>
  );
}
