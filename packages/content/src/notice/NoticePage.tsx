import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { BellIcon, CardList, EmptyState, PageBody, PageState } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, coverImage, isRead, noticeList, useAnnouncementsQuery, type Announcement } from '../announcements/announcementsApi';
import { useMarkAnnouncementRead } from '../announcements/readMarks';
import { PromotionImage } from '../promotions/PromotionImage';
import { BackLink, DetailArticle } from '../shared/DetailArticle';

const Item = styled(Link)`
  display: grid;
  grid-template-columns: 12px 1fr;
  align-items: center;
  gap: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  text-decoration: none;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    grid-column: 2;
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${(p) => (p.$unread ? p.theme.color.status.danger : 'transparent')};
`;

function NoticeDetail({ item }: { item: Announcement }) {
  const { t } = useTranslation('storefront');
  const markRead = useMarkAnnouncementRead();
  useEffect(() => markRead(item), [item, markRead]);
  return (
    <DetailArticle item={item} media={<PromotionImage url={coverImage(item)} />}>
      <BackLink to="/m/notice">{t('notice.all')}</BackLink>
    </DetailArticle>
  );
}

/** /m/notice: the announcements (types B, PL, PU); `?index=` opens that item and marks it read. */
export function NoticePage() {
  const { t } = useTranslation('storefront');
  const dates = useDates();
  const session = useAppSelector(selectSession);
  const [params] = useSearchParams();
  const query = useAnnouncementsQuery({ types: ANNOUNCEMENT_TYPES.notice });
  const items = useMemo(() => noticeList(query.data), [query.data]);
  const index = params.get('index');
  const open = index !== null && /^\d+$/.test(index) ? items[Number(index)] : undefined;
  return (
    <PageState query={query}>
      <PageBody>
        {open ? (
          <NoticeDetail item={open} />
        ) : items.length === 0 ? (
          <EmptyState icon={<BellIcon />} title={t('notice.empty')} description={t('notice.emptyHint')} />
        ) : (
          <CardList aria-label={t('notice.list')}>
            {items.map((item, i) => {
              const unread = !isRead(item, session?.type);
              return (
                <li key={item.id}>
                  <Item to={`/m/notice?index=${i}`} aria-label={unread ? t('notice.unreadItem', { title: item.title }) : item.title}>
                    <Dot $unread={unread} aria-hidden="true" data-unread={unread} />
                    <strong>{item.title}</strong>
                    <time>{dates.isoDay(item.startDate)}</time>
                  </Item>
                </li>
              );
            })}
          </CardList>
        )}
      </PageBody>
    </PageState>
  );
}
