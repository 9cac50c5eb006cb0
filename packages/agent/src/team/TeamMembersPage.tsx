import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useFormatAmount } from '@wl/auth';
import { useDates, useTranslation } from '@wl/i18n';
import { Button, CardList, EmptyState, FieldList, Muted, PageState, RecordHead, RecordItem, TextField, UsersIcon } from '@wl/ui-kit';
import { AgentGuard } from '../AgentGuard';
import { useDownlinesQuery } from '../api/agentApi';
import { AgentPage } from '../ui/AgentPage';
import { LinkButton } from '../ui/LinkButton';
import { Pager } from '../ui/Pager';
import { downlinePath } from '../rules/menu';

/** The downline's account: the way to its detail (rebates per product type). */
const AccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: ${(p) => p.theme.color.text.link};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

const Search = styled.form`
  display: flex;
  gap: ${(p) => p.theme.space['2']};
  align-items: flex-end;
  & > :first-child {
    flex: 1;
  }
`;

function TeamMembers() {
  const { t } = useTranslation('agent');
  // the balance in the wallet's currency, as the transfer screen shows the same figure
  const money = useFormatAmount();
  const { t: tc } = useTranslation();
  const dates = useDates();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const downlines = useDownlinesQuery({ search, pageNo });
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
                    <AccountLink to={downlinePath(d.account)} aria-label={t('team.details', { account: d.account })}>
                      {d.account}
                    </AccountLink>
                  </RecordHead>
                  <FieldList
                    items={[
                      { label: t('team.balance'), value: money(d.balance) },
                      { label: t('team.topRebate'), value: `${d.rebate}%` },
                    ]}
                  />
                  <Muted>{t('team.registered', { date: dates.isoDay(d.registerDate) })}</Muted>
                  <Muted>{d.lastLoginDate ? t('team.lastLogin', { date: dates.isoDay(d.lastLoginDate) }) : t('team.neverLoggedIn')}</Muted>
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
    </AgentPage>
  );
}

/** Team members (/m/member/team): downlines with search and paging; each leads to its detail (rebates per product type). */
export function TeamMembersPage() {
  return (
    <AgentGuard>
      <TeamMembers />
    </AgentGuard>
  );
}
