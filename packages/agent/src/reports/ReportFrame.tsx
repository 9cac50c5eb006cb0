import { useState, type ReactNode } from 'react';
import { lastDays, useTranslation } from '@wl/i18n';
import { CardList, ChartIcon, EmptyState, PageState } from '@wl/ui-kit';
import type { DateRange } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { DateRangeForm } from '@wl/auth/forms';
import { Pager } from '../ui/Pager';

/** A report's range and page: a new range starts at page 1. */
export function useReportRange(days = 7) {
  const [range, setRangeState] = useState<DateRange>(() => lastDays(days));
  const [pageNo, setPageNo] = useState(1);
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPageNo(1);
  };
  return { range, setRange, pageNo, setPageNo, args: { ...range, pageNo } };
}

interface ReportQuery<T> {
  data?: { list: T[]; pageNum: number; totalPages: number };
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The frame of a date-range report: title, range form, states, the rows, paging. */
export function ReportFrame<T>({
  title,
  report,
  query,
  renderRow,
  filter,
  before,
}: {
  title: string;
  report: ReturnType<typeof useReportRange>;
  query: ReportQuery<T>;
  renderRow: (row: T) => ReactNode;
  filter?: ReactNode;
  /** shown between the range form (and filter) and the rows: a summary of the range (the team PnL's chart card) */
  before?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <AgentPage title={title}>
      <DateRangeForm value={report.range} onApply={report.setRange} />
      {filter}
      {before}
      <PageState
        query={query}
        isEmpty={(page) => page.list.length === 0}
        // the dates are right above: the state says to change them
        empty={<EmptyState icon={<ChartIcon />} title={t('reports.empty')} description={t('reports.emptyHint')} />}
      >
        {(data) => (
          <>
            <CardList aria-busy={query.isFetching}>{data.list.map(renderRow)}</CardList>
            <Pager page={data.pageNum} totalPages={data.totalPages} onPage={report.setPageNo} />
          </>
        )}
      </PageState>
    </AgentPage>
  );
}
