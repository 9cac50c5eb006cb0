import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { BellIcon, EmptyState, PageBody, PageState } from '@wl/ui-kit';
import { ANNOUNCEMENT_TYPES, isRead } from '../announcements/announcementsApi';
import { useMarkAnnouncementRead } from '../announcements/readMarks';
import { NoticeCard } from './NoticeCard';
import { useNoticesQuery } from './messagesApi';

/** A page of message cards: the page body with the cards closer together. */
export const List = styled(PageBody)`
  gap: ${(p) => p.theme.space['2']};
`;

/**
 * Notices of the types in the query (/m/member/notice?types=A for agents; the notice types by default). Opening an
 * unread card marks it read: locally at once, then through the one read-mark sender (logged in, not type 4,
 * throttled 150 ms), after which the lists reload.
 */
export function MemberNoticePage() {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const types = params.get('types')?.split(',').filter(Boolean) ?? [...ANNOUNCEMENT_TYPES.notice];
  const session = useAppSelector(selectSession);
  const notices = useNoticesQuery({ types, groupName: types.includes('A') ? 'm_home' : undefined });
  const markRead = useMarkAnnouncementRead();
  const [readLocally, setReadLocally] = useState<ReadonlySet<number>>(new Set());

  const onRead = (id: number) => {
    markRead({ id, read: false });
    if (session) setReadLocally((set) => new Set(set).add(id));
  };

  return (
    <List>
      <PageState query={notices} isEmpty={(list) => list.length === 0} empty={<EmptyState icon={<BellIcon />} title={t('messages.noticesEmpty')} description={t('messages.noticesEmptyHint')} />}>
        {(list) => list.map((n) => <NoticeCard key={n.id} notice={{ ...n, read: isRead(n, session?.type) || readLocally.has(n.id) }} onRead={onRead} />)}
      </PageState>
    </List>
  );
}
