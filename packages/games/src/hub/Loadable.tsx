import { useDeferredValue, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState, ErrorState, Spinner } from '@wl/ui-kit';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 140px;
`;

export interface LoadableProps<T> {
  query: { data?: T; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** whether the data counts as empty */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading (a placeholder of the block's height), error with retry, empty, or the data. The data is rendered
 * as a deferred value: when it arrives, the block's games render in slices that let the page respond, not in
 * the store update's one long task.
 */
export function Loadable<T>({ query, isEmpty, empty, children }: LoadableProps<T>) {
  const { t } = useTranslation();
  const data = useDeferredValue(query.data);
  if (query.isError) return <ErrorState title={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />;
  if (query.isLoading || data === undefined) {
    return (
      <Placeholder>
        <Spinner label={t('common.loading')} />
      </Placeholder>
    );
  }
  if (isEmpty?.(data)) return empty ?? <EmptyState title={t('common.noData')} />;
  return <>{children(data)}</>;
}
