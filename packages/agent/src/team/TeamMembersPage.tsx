import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Downline } from '@wl/api-client/protocol';
import { useTranslation, localeOf } from '@wl/i18n';
import { Button, CardList, EmptyState, FieldList, formatBalance, Muted, PageState, RecordHead, RecordItem, TextField, UsersIcon } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDownlinesQuery } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { formatDay } from '../ui/format';
import { LinkButton } from '../ui/LinkButton';
import { Pager } from '../ui/Pager';
import { RebateDialog } from './RebateDialog';

const Search = styled.form`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;

function TeamMembers() {
  const { t, i18n } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [editing, setEditing] = useState<Downline | null>(null);
  const downlines = useDownlinesQuery({ search, pageNo });
  const data = downlines.data;
  const navigate = useNavigate();
  const searchField = useRef<HTMLInputElement>(null);

  const clearSearch = () => {
    setDraft('');
    setSearch('');
    setPageNo(1);
    searchField.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPageNo(1);
  };

  return (
    <AgentPage title={t('menu.teamMembers')}>
      <Search role="search" onSubmit={submit}>
        <TextField ref={searchField} label={t('team.search')} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          {tc('common.search')}
        </Button>
      </Search>
      <PageState
        query={downlines}
        isEmpty={(page) => page.list.length === 0}
        empty={
          search ? (
            <EmptyState
              icon={<UsersIcon />}
              title={t('team.noMatch', { search })}
              action={
                <Button variant="secondary" onClick={clearSearch}>
                  {t('team.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<UsersIcon />}
              title={t('team.empty')}
              description={t('team.emptyHint')}
              action={<Button onClick={() => void navigate('/m/agentRegister')}>{t('home.openAccount')}</Button>}
            />
          )
        }
      >
        {(data) => (
          <>
            <Muted>{t('team.total', { count: data.total })}</Muted>
            <LinkButton to="/m/agent/transfer" $variant="secondary">
              {t('transfer.transferMany')}
            </LinkButton>
            <CardList aria-busy={downlines.isFetching}>
              {data.list.map((d) => (
                <RecordItem key={d.id} aria-label={d.account}>
                  <RecordHead>
                    <span>{d.account}</span>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(d)} aria-label={t('team.editRebate', { account: d.account })}>
                      {t('team.rebate')} {d.rebate}%
                    </Button>
                  </RecordHead>
                  <FieldList
                    items={[
                      { label: t('team.balance'), value: formatBalance(d.balance, '', localeOf(i18n)) },
                      { label: t('team.rebate'), value: `${d.rebate}%` },
                    ]}
                  />
                  <Muted>{t('team.registered', { date: formatDay(d.registerDate) })}</Muted>
                  <Muted>{d.lastLoginDate ? t('team.lastLogin', { date: formatDay(d.lastLoginDate) }) : t('team.neverLoggedIn')}</Muted>
                  <LinkButton to={`/m/agent/transfer?to=${encodeURIComponent(d.account)}`} $variant="secondary">
                    {t('transfer.transferTo', { account: d.account })}
                  </LinkButton>
                </RecordItem>
              ))}
            </CardList>
            <Pager page={data.pageNum} totalPages={data.totalPages} onPage={setPageNo} />
          </>
        )}
      </PageState>
      {editing && data && <RebateDialog downline={editing} maxRebate={data.maxRebate} onClose={() => setEditing(null)} />}
    </AgentPage>
  );
}

/** Team members (/m/member/team): downlines with search and paging, and the downline rebate update. */
export function TeamMembersPage() {
  return (
    <AgentGuard>
      <TeamMembers />
    </AgentGuard>
  );
}
