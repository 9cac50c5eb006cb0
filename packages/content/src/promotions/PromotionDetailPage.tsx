import { useSearchParams } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { EmptyState, PageBody } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { BackLink, DetailArticle } from '../shared/DetailArticle';
import { FailedState, LoadingState } from '../shared/PageStates';
import { PromotionAction } from './PromotionAction';
import { PromotionImage } from './PromotionImage';

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
      <PageBody>
        <EmptyState title={t('promotions.notFound')} action={<BackLink to="/m/activity">{t('promotions.all')}</BackLink>} />
      </PageBody>
    );
  }
  const images = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence);
  return (
    <PageBody>
      <DetailArticle
        item={promotion}
        media={images.map((img) => (
          <PromotionImage key={img.sequence} url={img.url} />
        ))}
      >
        <PromotionAction promotionId={promotion.id} category={promotion.category} />
      </DetailArticle>
    </PageBody>
  );
}
