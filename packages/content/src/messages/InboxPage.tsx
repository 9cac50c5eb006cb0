import { useState } from 'react';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { checkAccess, selectSession } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@wl/ui-kit';
import { formatDate } from '../shared/dates';
import { List } from './MemberNoticePage';
import { useInboxInfiniteQuery, useReadInboxMutation } from './messagesApi';

const Item = styled.li`
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
`;

const Head = styled.button`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${(p) => p.theme.space['1']};
  width: 100%;
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['3']};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Title = styled.span<{ $read: boolean }>`
  font-weight: ${(p) => (p.$read ? p.theme.font.weight.regular : p.theme.font.weight.bold)};
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Unread = styled(Meta)`
  color: ${(p) => p.theme.color.status.danger};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Content = styled.p`
  margin: 0;
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['3']};
  overflow-wrap: anywhere;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const End = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
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
  const { t: tc } = useTranslation();
  const inbox = useInboxInfiniteQuery();
  const [read] = useReadInboxMutation();
  const [open, setOpen] = useState<number | null>(null);
  const messages = inbox.data?.pages.flatMap((page) => page.list) ?? [];

  if (inbox.isLoading || (!inbox.data && !inbox.isError)) return <Spinner label={tc('common.loading')} />;
  if (!inbox.data)
    return <ErrorState title={t('common.loadFailed')} onRetry={() => void inbox.refetch()} retryLabel={tc('common.retry')} retrying={inbox.isFetching} />;
  if (!messages.length) return <EmptyState title={t('messages.inboxEmpty')} />;
  return (
    <>
      <Items>
        {messages.map((m) => {
          const expanded = open === m.id;
          return (
            <Item key={m.id}>
              <Head
                type="button"
                aria-expanded={expanded}
                onClick={() => {
                  setOpen(expanded ? null : m.id);
                  if (!m.read) void read(m.id);
                }}
              >
                <Title $read={m.read}>{m.title}</Title>
                {m.read ? <span /> : <Unread>{t('common.unread')}</Unread>}
                <Meta>{formatDate(m.sendDate, 'card')}</Meta>
              </Head>
              {expanded && <Content>{m.content}</Content>}
            </Item>
          );
        })}
      </Items>
      <InboxFooter inbox={inbox} />
    </>
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
