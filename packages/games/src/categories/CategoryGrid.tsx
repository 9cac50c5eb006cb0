import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { PageState } from '@wl/ui-kit';
import { useVendorGameTypesQuery } from '../gamesApi';
import { CATEGORY_PATH, visibleCategories } from './categoryPaths';

const Grid = styled.ul`
  display: grid;
  /* as many columns as fit at 6.5rem (104 px): two in the hub's panel on a 360 px phone, so a label like "E-sports"
     never breaks after its hyphen; three or more on wider screens; one at a large text size, so names stay whole */
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 2px;
  min-height: 76px;
  padding: ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: linear-gradient(135deg, ${(p) => p.theme.color.bg.raised}, ${(p) => p.theme.color.bg.surface});
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
  box-shadow: ${(p) => p.theme.shadow.card};
  strong {
    max-width: 100%;
    font-size: ${(p) => p.theme.font.size.md};
  }
  span {
    color: ${(p) => p.theme.color.text.muted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
`;

/** Game categories from the platform's vendor list, each linking to its list page. */
export function CategoryGrid() {
  const { t, i18n } = useTranslation();
  const query = useVendorGameTypesQuery({ language: i18n.language });
  return (
    <PageState query={{ ...query, data: query.data && visibleCategories(query.data) }} isEmpty={(tiles) => tiles.length === 0} size="section">
      {(tiles) => (
        <Grid>
          {tiles.map(({ category, vendorCount }) => (
            <li key={category}>
              <Tile to={CATEGORY_PATH[category]}>
                <strong>{t(`home.categories.${category}`)}</strong>
                <span>{t('home.vendorCount', { count: vendorCount })}</span>
              </Tile>
            </li>
          ))}
        </Grid>
      )}
    </PageState>
  );
}
