import { useSearchParams } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { EmptyState, PageBody, PageState } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery, type Announcement } from '../announcements/announcementsApi';
import { BackLink, DetailArticle } from '../shared/DetailArticle';
import { PromotionAction } from './PromotionAction';
import { PromotionImage } from './PromotionImage';

/** /m/activityDetail?id=: the promotion with that numeric id in detail, with its action button. */
export function PromotionDetailPage() {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const query = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.promotion });
  return (
    <PageState
      query={query}
      isEmpty={(data) => !data.promotion.some((p) => p.id === id)}
      empty={
        <PageBody>
          <EmptyState title={t('promotions.notFound')} action={<BackLink to="/m/activity">{t('promotions.all')}</BackLink>} />
        </PageBody>
      }
    >
      {(data) => <Promotion promotion={data.promotion.find((p) => p.id === id)!} />}
    </PageState>
  );
}

function Promotion({ promotion }: { promotion: Announcement }) {
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
