import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { StateBox, StateIcon, StateText, StateTitle } from '../shared/stateLayout';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** The retry button is shown when both `onRetry` and `retryLabel` are given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Retry button shows a spinner while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** Shown in place of content that failed to load, announced to screen readers (role=alert). */
export function ErrorState({ title, description, icon, onRetry, retryLabel, retrying = false, className }: ErrorStateProps) {
  return (
    <StateBox className={className} role="alert">
      {icon && <StateIcon aria-hidden="true">{icon}</StateIcon>}
      <StateTitle>{title}</StateTitle>
      {description && <StateText>{description}</StateText>}
      {onRetry && retryLabel && (
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </StateBox>
  );
}
