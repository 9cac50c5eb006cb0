import type { ReactNode } from 'react';
import { StateBox, StateIcon, StateText, StateTitle } from '../shared/stateLayout';

export interface EmptyStateProps {
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a Button leading somewhere useful. */
  action?: ReactNode;
  className?: string;
}

/** Shown in place of a list or page that has nothing to show. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <StateBox className={className}>
      {icon && <StateIcon aria-hidden="true">{icon}</StateIcon>}
      <StateTitle>{title}</StateTitle>
      {description && <StateText>{description}</StateText>}
      {action}
    </StateBox>
  );
}
