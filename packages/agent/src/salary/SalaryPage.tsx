import { useRef, useState } from 'react';
import styled from 'styled-components';
import { compareAmounts, isApiError, readAmount, type AmountProblem, type ApiError } from '@wl/api-client';
import { MAX_SALARY_TIERS, SALARY_ERROR, type ContractTier, type OfferedContract } from '@wl/api-client/catalogue';
import { useFormatAmount } from '@wl/auth';
import { errorMessageKey, useDates, useTranslation } from '@wl/i18n';
import {
  Alert,
  Button,
  Card,
  CardList,
  ChartIcon,
  DataTable,
  EmptyState,
  Figures,
  FileIcon,
  type Form,
  type FormValidators,
  Heading,
  Muted,
  Notice,
  PageState,
  RecordHead,
  RecordItem,
  Stack,
  TextField,
  useDebounced,
  useForm,
  UsersIcon,
} from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDailySalaryOffersQuery, useDailySalaryQuery, useDownlinesQuery, useOfferDailySalaryMutation } from '../api/agentApi';
import { ContractTerms } from '../contracts/ContractTerms';
import { useReportRange } from '../reports/ReportFrame';
import { AgentPage } from '../ui/AgentPage';
import { DateRangeForm } from '@wl/auth/forms';
import { Pager } from '../ui/Pager';

/** Member types that are not agents (they cannot sign a salary contract): player, trial, non-agent. */
const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];

const Tier = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 ${(p) => p.theme.space['1']};
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.color.text.secondary};
  }
  & > button {
    grid-column: 1 / -1;
    justify-self: end;
  }
  @media (max-width: 22rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Choice = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
`;

// ---- the agent's own salary per day ----

function SalaryFigures() {
  const { t } = useTranslation('agent');
  const { isoDay } = useDates();
  const money = useFormatAmount();
  const report = useReportRange();
  const query = useDailySalaryQuery(report.args);
  const applicable = query.data?.applicable ?? true;
  return (
    <Card aria-labelledby="salary-mine">
      <Heading id="salary-mine">{t('salary.mine')}</Heading>
      <DateRangeForm value={report.range} onApply={report.setRange} />
      <PageState
        query={query}
        size="section"
        isEmpty={(value) => value.list.length === 0}
        empty={
          applicable ? (
            <EmptyState icon={<ChartIcon />} title={t('reports.empty')} description={t('reports.emptyHint')} />
          ) : (
            <EmptyState icon={<FileIcon />} title={t('salary.notApplicable')} description={t('salary.notApplicableHint')} />
          )
        }
      >
        {(value) => (
          <>
            <Figures>
              <div>
                <dt>{t('salary.total')}</dt>
                <dd data-testid="salary-total">{money(value.total)}</dd>
              </div>
            </Figures>
            <DataTable label={t('salary.caption', { start: isoDay(report.range.startDate), end: isoDay(report.range.endDate) })} caption>
              <thead>
                <tr>
                  <th scope="col">{t('salary.day')}</th>
                  <th scope="col">{t('salary.validBet')}</th>
                  <th scope="col">{t('salary.amount')}</th>
                  <th scope="col">{t('salary.status')}</th>
                </tr>
              </thead>
              <tbody>
                {value.list.map((row) => (
                  <tr key={row.date}>
                    <th scope="row">{isoDay(row.date)}</th>
                    <td>{money(row.validBet)}</td>
                    <td>{money(row.amount)}</td>
                    <td>{t(`salary.statuses.${row.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pager page={value.pageNum} totalPages={value.totalPages} onPage={report.setPageNo} />
          </>
        )}
      </PageState>
    </Card>
  );
}

// ---- the offer of a contract to a downline ----

/** The form's values: `account`, and `threshold:<row>` / `reward:<row>` per tier row. */
type Values = Record<string, string>;
type Message =
  | { kind: 'account' }
  | { kind: 'amount'; problem: AmountProblem }
  | { kind: 'notIncreasing'; tier: number; previous: string }
  | { kind: 'platform'; error: ApiError };

const thresholdKey = (row: number) => `threshold:${row}`;
const rewardKey = (row: number) => `reward:${row}`;

/** The tiers as typed, read as amounts; undefined when one does not read (the form's checks say which). */
export function readTiers(rows: readonly number[], values: Values): ContractTier[] | undefined {
  const tiers: ContractTier[] = [];
  for (const row of rows) {
    const threshold = readAmount(values[thresholdKey(row)] ?? '');
    const reward = readAmount(values[rewardKey(row)] ?? '');
    if (!threshold.ok || !reward.ok) return undefined;
    tiers.push({ threshold: threshold.amount, reward: reward.amount });
  }
  return tiers;
}

/** The downlines matching what is typed in the account field: agents can be chosen, players cannot sign. */
function DownlineChoices({ search, onChoose }: { search: string; onChoose: (account: string) => void }) {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState({ search, pageNo: 1 });
  // a new search starts at its first page
  const pageNo = page.search === search ? page.pageNo : 1;
  const downlines = useDownlinesQuery({ search, pageNo });
  return (
    <section aria-labelledby="salary-choices">
      <Muted id="salary-choices">{t('salary.choices')}</Muted>
      <PageState
        query={downlines}
        size="section"
        isEmpty={(value) => value.list.length === 0}
        empty={<EmptyState icon={<UsersIcon />} title={search ? t('salary.noMatch', { search }) : t('transfer.empty')} />}
      >
        {(value) => (
          <>
            <CardList aria-busy={downlines.isFetching} aria-labelledby="salary-choices">
              {value.list.map((d) => (
                <Choice key={d.id}>
                  <span>
                    {d.account} · {t(NON_AGENT_TYPES.includes(d.type) ? 'salary.typePlayer' : 'salary.typeAgent')}
                  </span>
                  {!NON_AGENT_TYPES.includes(d.type) && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => onChoose(d.account)}
                      aria-label={t('salary.choose', { account: d.account })}
                    >
                      {t('salary.chooseShort')}
                    </Button>
                  )}
                </Choice>
              ))}
            </CardList>
            <Pager page={value.pageNum} totalPages={value.totalPages} onPage={(next) => setPage({ search, pageNo: next })} />
          </>
        )}
      </PageState>
    </section>
  );
}

function OfferForm() {
  const { t } = useTranslation('agent');
  const { t: tCashier } = useTranslation('cashier');
  const { t: tc } = useTranslation();
  const money = useFormatAmount();
  const [offer] = useOfferDailySalaryMutation();
  const nextRow = useRef(2);
  const [rows, setRows] = useState<number[]>([1]);
  const [sent, setSent] = useState<OfferedContract | undefined>(undefined);

  /** A tier amount: read as money, and above the same amount of the tier before (when that one reads). */
  const checkTier =
    (row: number, key: (row: number) => string) =>
    (value: string | undefined, values: Values): Message | undefined => {
      const reading = readAmount(value ?? '');
      if (!reading.ok) return { kind: 'amount', problem: reading.problem };
      const index = rows.indexOf(row);
      const before = index > 0 ? readAmount(values[key(rows[index - 1]!)] ?? '') : undefined;
      if (before?.ok && compareAmounts(reading.amount, before.amount) <= 0) return { kind: 'notIncreasing', tier: index, previous: money(before.amount) };
      return undefined;
    };
  const validate: FormValidators<Values, Message> = { account: (value) => (value?.trim() ? undefined : { kind: 'account' }) };
  const dependsOn: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    validate[thresholdKey(row)] = checkTier(row, thresholdKey);
    validate[rewardKey(row)] = checkTier(row, rewardKey);
    const before = rows[index - 1];
    if (before !== undefined) {
      dependsOn[thresholdKey(row)] = [thresholdKey(before)];
      dependsOn[rewardKey(row)] = [rewardKey(before)];
    }
  });

  const form: Form<Values, Message> = useForm<Values, Message>({
    initial: { account: '' },
    validate,
    dependsOn,
    render: (m) =>
      m.kind === 'account'
        ? t('salary.accountRequired')
        : m.kind === 'amount'
          ? tCashier(`amount.${m.problem}`)
          : m.kind === 'notIncreasing'
            ? t('salary.notIncreasing', { tier: m.tier, previous: m.previous })
            : t('salary.refused', { message: m.error.message }),
    onSubmit: async (values) => {
      setSent(undefined);
      const tiers = readTiers(rows, values);
      if (!tiers) return;
      try {
        const offered = await offer({ account: values.account!.trim(), tiers }).unwrap();
        setSent(offered);
        setRows([1]);
        nextRow.current = 2;
        form.reset({ account: '' });
      } catch (failure) {
        // the platform's refusals of the downline show at its field; what was typed stays
        if (isApiError(failure) && (Object.values(SALARY_ERROR) as string[]).includes(failure.code)) {
          form.setError('account', { kind: 'platform', error: failure });
          form.focus('account');
        } else form.setFormError(failure);
      }
    },
  });

  const addTier = () => {
    setRows((list) => [...list, nextRow.current]);
    nextRow.current += 1;
  };
  const removeTier = (row: number) => {
    setRows((list) => list.filter((r) => r !== row));
  };
  const search = useDebounced((form.values.account ?? '').trim(), 400);
  const formErrorText = (failure: unknown) =>
    isApiError(failure) && failure.message
      ? t('salary.refused', { message: failure.message })
      : tc(errorMessageKey(isApiError(failure) ? failure.code : 'unknown'));

  return (
    <Card aria-labelledby="salary-offer">
      <Heading id="salary-offer">{t('salary.offer')}</Heading>
      <Muted>{t('salary.offerHint')}</Muted>
      {sent && <Notice role="status">{t('salary.sent', { account: sent.account })}</Notice>}
      <Stack as="form" onSubmit={(e) => void form.submit(e)} noValidate aria-labelledby="salary-offer">
        <TextField {...form.field('account')} label={t('salary.account')} autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={32} />
        {search ? <DownlineChoices search={search} onChoose={(account) => form.set('account', account)} /> : <Muted>{t('salary.findHint')}</Muted>}
        {rows.map((row, index) => (
          <Tier key={row}>
            <legend>{t('salary.tier', { n: index + 1 })}</legend>
            <TextField
              {...form.field(thresholdKey(row))}
              value={form.values[thresholdKey(row)] ?? ''}
              label={t('salary.threshold', { n: index + 1 })}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
            />
            <TextField
              {...form.field(rewardKey(row))}
              value={form.values[rewardKey(row)] ?? ''}
              label={t('salary.reward', { n: index + 1 })}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
            />
            {rows.length > 1 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => removeTier(row)}>
                {t('salary.removeTier', { n: index + 1 })}
              </Button>
            )}
          </Tier>
        ))}
        <Button type="button" variant="secondary" onClick={addTier} disabled={rows.length >= MAX_SALARY_TIERS}>
          {t('salary.addTier')}
        </Button>
        {form.formError !== undefined && <Alert role="alert">{formErrorText(form.formError)}</Alert>}
        <Button type="submit" variant="primary" block size="lg" loading={form.submitting}>
          {t('salary.send')}
        </Button>
      </Stack>
    </Card>
  );
}

// ---- the contracts offered, with their answers ----

function Offers() {
  const { t } = useTranslation('agent');
  const dates = useDates();
  const [pageNo, setPageNo] = useState(1);
  const offers = useDailySalaryOffersQuery({ pageNo });
  return (
    <Card aria-labelledby="salary-offers">
      <Heading id="salary-offers">{t('salary.offers')}</Heading>
      <PageState
        query={offers}
        size="section"
        isEmpty={(value) => value.list.length === 0}
        empty={<EmptyState icon={<FileIcon />} title={t('salary.offersEmpty')} description={t('salary.offersEmptyHint')} />}
      >
        {(value) => (
          <>
            <CardList aria-busy={offers.isFetching} aria-labelledby="salary-offers">
              {value.list.map((k) => (
                <RecordItem key={k.id} aria-label={t('salary.offerTo', { account: k.account, date: dates.isoDay(k.createdAt) })}>
                  <RecordHead>
                    <span>{k.account}</span>
                    <Muted>{t(`salary.states.${k.state}`)}</Muted>
                  </RecordHead>
                  <Muted>
                    {t('contracts.created', { date: dates.isoDay(k.createdAt) })}
                    {k.answeredAt !== null && ` · ${t('salary.answered', { date: dates.isoDay(k.answeredAt) })}`}
                  </Muted>
                  <ContractTerms contract={k} />
                </RecordItem>
              ))}
            </CardList>
            <Pager page={value.pageNum} totalPages={value.totalPages} onPage={setPageNo} />
          </>
        )}
      </PageState>
    </Card>
  );
}

/**
 * /m/agent/salary (issue 20 item 4): the agent's own daily salary per day over a date range, the offer of a daily
 * salary contract to a downline that is an agent (tiers of team valid bet -> daily reward), and the contracts offered
 * with their answers. The downline answers through the contract alert and /m/member/agent/getSalaryContract.
 */
export function SalaryPage() {
  const { t } = useTranslation('agent');
  return (
    <AgentGuard>
      <AgentPage title={t('salary.title')}>
        <SalaryFigures />
        <OfferForm />
        <Offers />
      </AgentPage>
    </AgentGuard>
  );
}
