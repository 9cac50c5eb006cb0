import styled from 'styled-components';
import type { LotteryBetStatus } from '@wl/api-client/catalogue';
import { chip } from '../ui/styles';

// Small styled parts of the bet records.

/** A row of toggles (period, status) that wraps rather than hides a choice at a large text size. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
  button {
    ${chip}
    white-space: normal;
  }
`;

export const FilterLabel = styled.span`
  flex: 1 0 100%;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** A bet's state as a pill: awaiting the draw outlined in the brand colour, a win in green, the rest muted. */
export const StatusPill = styled.span<{ $status: LotteryBetStatus }>`
  padding: 2px ${(p) => p.theme.space['2']};
  border: 1px solid;
  border-radius: ${(p) => p.theme.radius.pill};
  border-color: ${(p) => (p.$status === 'pending' ? p.theme.color.brand.primary : 'currentColor')};
  color: ${(p) => (p.$status === 'won' ? p.theme.color.status.success : p.$status === 'pending' ? p.theme.color.text.primary : p.theme.color.text.secondary)};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
  white-space: nowrap;
`;

export const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${(p) => p.theme.space['3']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
  text-align: center;
`;
