import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';

const Row = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** Previous / next page of a paged list (hidden with one page). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agent');
  if (totalPages <= 1) return null;
  return (
    <Row aria-label={t('common.page', { page, total: totalPages })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.page', { page, total: totalPages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Row>
  );
}
