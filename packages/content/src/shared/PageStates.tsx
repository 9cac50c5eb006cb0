import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { ErrorState, Spinner } from '@wl/ui-kit';

export const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-height: 40vh;
  padding: ${(p) => p.theme.space['4']};
`;

/** Loading and failed (with retry) states every content screen shares. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center>
      <Spinner label={t('common.loading')} />
    </Center>
  );
}

export function FailedState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Center>
      <ErrorState title={t('common.loadFailed')} onRetry={onRetry} retryLabel={t('common.retry')} retrying={retrying} />
    </Center>
  );
}
