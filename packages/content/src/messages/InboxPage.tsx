import { useState } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { checkAccess, selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, CardList, EmptyState, ErrorState, InboxIcon, Muted, PageState } from '@wl/ui-kit';
import { MessageRow } from '../shared/MessageRow';
import { List } from './MemberNoticePage';
import { useInboxInfiniteQuery, useReadInboxMutation } from './messagesApi';

const End = styled(Muted)`
  text-align: center;
`;

/** After the loaded pages: load more, its failure with retry, or the end of a list of more than one page. */
function InboxFooter({ inbox }: { inbox: ReturnType<typeof useInboxInfiniteQuery> }) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const more = () => void inbox.fetchNextPage();
  if (inbox.isFetchNextPageError && !inbox.isFetchingNextPage)
    return <ErrorState title={t('messages.loadMoreFailed')} onRetry={more} retryLabel={tc('common.retry')} />;
  if (inbox.hasNextPage)
    return (
      <Button variant="secondary" block loading={inbox.isFetchingNextPage} onClick={more}>
        {t('messages.loadMore')}
      </Button>
    );
  return (inbox.data?.pages.length ?? 0) > 1 ? <End>{t('messages.inboxEnd')}</End> : null;
}

function Inbox() {
  const { t } = useTranslation('agent');
  const inbox = useInboxInfiniteQuery();
  const [read] = useReadInboxMutation();
  const [open, setOpen] = useState<number | null>(null);
  const messages = inbox.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    // a failed next page keeps the loaded ones (the footer offers its retry)
    <PageState
      query={{ ...inbox, isError: !inbox.data && inbox.isError }}
      isEmpty={() => messages.length === 0}
      empty={<EmptyState icon={<InboxIcon />} title={t('messages.inboxEmpty')} description={t('messages.inboxEmptyHint')} />}
    >
      <CardList>
        {messages.map((m) => {
          const expanded = open === m.id;
          return (
            <MessageRow
              key={m.id}
              title={m.title}
              read={m.read}
              date={m.sendDate}
              body={m.content}
              open={expanded}
              onToggle={() => {
                setOpen(expanded ? null : m.id);
                if (!m.read) void read(m.id);
              }}
            />
          );
        })}
      </CardList>
      <InboxFooter inbox={inbox} />
    </PageState>
  );
}

/** The inbox (/m/webEmail): guests log in first; a trial account (type 4) is refused with free_reject. */
export function InboxPage() {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const access = checkAccess('mail', session);
  if (access === 'login') return <Navigate to="/m/login" replace state={{ from: { pathname: '/m/webEmail' } }} />;
  return <List>{access === 'freeReject' ? <EmptyState title={t('errors.free_reject')} /> : <Inbox />}</List>;
}
