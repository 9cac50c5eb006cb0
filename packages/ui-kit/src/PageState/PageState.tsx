import { useContext, useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Spinner } from '../Spinner/Spinner';
import { LabelsContext, type PageStateLabels } from './labels';

/**
 * What `PageState` reads of a query. Typed by shape, so an RTK Query hook result fits as it is (ui-kit does
 * not import RTK); several queries can be combined into one object.
 */
export interface PageStateQuery<T> {
  data?: T;
  isLoading: boolean;
  /** a retry in flight: the retry button shows a spinner */
  isFetching?: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export type PageStateSize = 'page' | 'section';

export interface PageStateProps<T> {
  query: PageStateQuery<T>;
  /** whether the data counts as empty (then `empty` shows) */
  isEmpty?: (data: T) => boolean;
  /** shown when `isEmpty` says so; default an EmptyState titled `labels.empty` */
  empty?: ReactNode;
  /** overrides of the provided texts for this one place (e.g. a section's own failure title) */
  labels?: Partial<PageStateLabels>;
  /** `page`: the states fill the screen's column (default); `section`: a block of a page keeps a small height */
  size?: PageStateSize;
  /**
   * Render the data as a deferred value: when it arrives, a large block (600+ games) renders in a
   * transition that lets the page respond, not in the store update's one long task.
   */
  deferred?: boolean;
  /** the content, given the data once it is there */
  children: ReactNode | ((data: T) => ReactNode);
}

const Box = styled.div<{ $size: PageStateSize }>`
  display: flex;
  flex: ${(p) => (p.$size === 'page' ? 1 : 'none')};
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => (p.$size === 'page' ? '40vh' : '140px')};
  padding: ${(p) => p.theme.space['4']};
`;

/**
 * THE page-state component of every query-backed screen or section: loading (a spinner), failed (an alert
 * with a retry button calling `refetch`), empty, or the content. The error wins over stale data (the data
 * may belong to other arguments); the content waits for data.
 */
export function PageState<T>({ query, isEmpty, empty, labels: own, size = 'page', deferred = false, children }: PageStateProps<T>) {
  const labels = { ...useContext(LabelsContext), ...own };
  const later = useDeferredValue(query.data);
  const data = deferred ? later : query.data;
  if (query.isError) {
    return (
      <Box $size={size}>
        <ErrorState title={labels.failed} retryLabel={labels.retry} onRetry={() => void query.refetch()} retrying={query.isFetching ?? false} />
      </Box>
    );
  }
  if (query.isLoading || data === undefined) {
    return (
      <Box $size={size} aria-busy="true">
        <Spinner label={labels.loading} />
      </Box>
    );
  }
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState title={labels.empty} />}</>;
  return <>{typeof children === 'function' ? children(data) : children}</>;
}
