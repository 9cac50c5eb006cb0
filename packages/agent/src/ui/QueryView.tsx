import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState, ErrorState, Spinner } from '@wl/ui-kit';

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space['5']};
`;

export interface QueryViewProps {
  isLoading: boolean;
  isError: boolean;
  isFetching?: boolean;
  /** true when the answer has nothing to show */
  isEmpty?: boolean;
  emptyTitle?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, error (with retry), empty, or the content: the states every agent screen has. */
export function QueryView({ isLoading, isError, isFetching = false, isEmpty = false, emptyTitle, onRetry, children }: QueryViewProps) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  if (isLoading)
    return (
      <Center>
        <Spinner label={tc('common.loading')} />
      </Center>
    );
  if (isError)
    return (
      <ErrorState
        title={t('common.loadFailed')}
        description={tc('common.loadFailed')}
        onRetry={onRetry}
        retryLabel={tc('common.retry')}
        retrying={isFetching}
      />
    );
  if (isEmpty) return <EmptyState title={emptyTitle ?? t('common.empty')} />;
  return <>{children}</>;
}
