import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, GiftIcon, PageBody, PageState, Stack, Tabs } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, useAnnouncementsQuery } from '../announcements/announcementsApi';
import { PromotionCard } from './PromotionCard';
import { filterPromotions, promotionCategories, showCategoryFilter, type PromotionCategory } from './promotionRules';

/** /m/activity: category filter (only with more than one category), promotion cards; `?id=` scrolls its card into view. */
export function PromotionsPage() {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.promotion });
  const promotions = useMemo(() => query.data?.promotion ?? [], [query.data]);
  const categories = useMemo(() => promotionCategories(promotions), [promotions]);
  const [category, setCategory] = useState<PromotionCategory>('all');
  const shown = filterPromotions(promotions, category);
  const target = params.get('id');

  useEffect(() => {
    if (!target || promotions.length === 0) return;
    document.getElementById(`promotion-card-${target}`)?.scrollIntoView({ block: 'start' });
  }, [target, promotions]);

  return (
    <PageState query={query}>
      <PageBody>
        {showCategoryFilter(categories) && (
          <Tabs
            label={t('promotions.categories')}
            items={categories.map((c) => ({ id: c, label: t(`promotions.category.${c}`) }))}
            value={category}
            onChange={(id) => setCategory(id as PromotionCategory)}
            panelId="promotion-list"
          />
        )}
        <Stack $gap="3" id="promotion-list">
          {shown.length === 0 ? (
            <EmptyState
              icon={<GiftIcon />}
              title={t('promotions.empty')}
              description={t('promotions.emptyHint')}
              action={<Button onClick={() => void navigate('/m/home')}>{t('promotions.browseGames')}</Button>}
            />
          ) : (
            shown.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} />)
          )}
        </Stack>
      </PageBody>
    </PageState>
  );
}
