import { Link } from 'react-router';
import styled from 'styled-components';
import { useDates, useTranslation } from '@wl/i18n';
import { coverImage, type Announcement } from '../announcements/announcementsApi';
import { PromotionImage } from './PromotionImage';

const Card = styled.article`
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  scroll-margin-top: ${(p) => p.theme.size.topBar};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  padding: ${(p) => p.theme.space['3']};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    grid-column: 1;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const More = styled(Link)`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: ${(p) => p.theme.font.weight.bold};
  text-decoration: none;
  white-space: nowrap;
`;

/** A promotion card: cover (sequence 1), title, date range or long term, read more to the detail. */
export function PromotionCard({ promotion }: { promotion: Announcement }) {
  const { t } = useTranslation('storefront');
  const dates = useDates();
  const titleId = `promotion-${promotion.id}`;
  return (
    <Card id={`promotion-card-${promotion.id}`} aria-labelledby={titleId}>
      <PromotionImage url={coverImage(promotion)} />
      <Body>
        <h2 id={titleId}>{promotion.title}</h2>
        <p>{dates.range(promotion, t('promotions.longTerm'))}</p>
        <More to={`/m/activityDetail?id=${promotion.id}`} aria-label={t('promotions.readMoreAbout', { title: promotion.title })}>
          {t('promotions.readMore')}
        </More>
      </Body>
    </Card>
  );
}
