import styled from 'styled-components';

/** Layout shared by EmptyState and ErrorState. */
export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['3']};
  padding: ${(p) => p.theme.space['6']} ${(p) => p.theme.space['4']};
  text-align: center;
  color: ${(p) => p.theme.color.text.secondary};
`;

export const StateIcon = styled.div`
  display: flex;
  color: ${(p) => p.theme.color.text.muted};
  font-size: ${(p) => p.theme.font.size.xl};
`;

export const StateTitle = styled.h2`
  margin: 0;
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.lg};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

export const StateText = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
`;
