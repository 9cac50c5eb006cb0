import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { SafeHtml } from '../html/SafeHtml';
import { formatDateRange } from '../shared/dates';
import { FailedState, LoadingState } from '../shared/PageStates';
import { PromotionAction } from './PromotionAction';
import { PromotionImage } from './PromotionImage';
import { Page } from './PromotionsPage';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['3']};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  time {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  img {
    border-radius: ${(p) => p.theme.radius.card};
  }
`;

export const Content = styled(SafeHtml)`
  color: ${(p) => p.theme.color.text.primary};
  line-height: 1.5;
  overflow-wrap: anywhere;
  a {
    color: ${(p) => p.theme.color.text.link};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  td,
  th {
    padding: ${(p) => p.theme.space['1']};
    border: 1px solid ${(p) => p.theme.color.border.default};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.link};
`;

/** /m/activityDetail?id=: the promotion with that numeric id in detail, with its action button. */
export function PromotionDetailPage() {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.promotion });
  if (query.isLoading) return <LoadingState />;
  if (query.isError) return <FailedState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const promotion = query.data?.promotion.find((p) => p.id === id);
  if (!promotion) {
    return (
      <Page>
        <EmptyState title={t('promotions.notFound')} action={<BackLink to="/m/activity">{t('promotions.all')}</BackLink>} />
      </Page>
    );
  }
  const images = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (
    <Page>
      <Article aria-labelledby="promotion-title">
        {images.map((img) => (
          <PromotionImage key={img.sequence} url={img.url} />
        ))}
        <h2 id="promotion-title">{promotion.title}</h2>
        <time>{formatDateRange(promotion, t('promotions.longTerm'))}</time>
        <Content html={promotion.content} />
        <PromotionAction promotionId={promotion.id} category={promotion.category} />
      </Article>
    </Page>
  );
}
