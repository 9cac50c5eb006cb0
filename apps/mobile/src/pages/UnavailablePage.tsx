import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';

const Page = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  justify-content: center;
  padding: ${(p) => p.theme.space['5']} ${(p) => p.theme.space['4']};
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['5']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-decoration: none;
`;

/**
 * The page frame of a route whose screen this merchant does not offer yet (docs/product-decisions.md 15): a clear
 * state and a way home, never a blank page.
 */
export function UnavailablePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <EmptyState title={t('pages.notAvailable')} description={t('pages.notAvailableBody')} action={<Home to="/m/home">{t('pages.goHome')}</Home>} />
    </Page>
  );
}
