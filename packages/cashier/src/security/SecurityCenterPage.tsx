import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AccessGuard, useAccessGate } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Button, buttonLook, Card, CardList, CreditCardIcon, EmptyState, Heading, Muted, PageBody, PageState } from '@wl/ui-kit';
import type { SecurityConfigValue } from '@wl/api-client/catalogue';
import { AddCardForm } from './AddCardForm';
import { PayeeNameForm } from './PayeeNameForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SecurityQuestionsForm } from './SecurityQuestionsForm';
import { TextSettingForm } from './TextSettingForm';
import { WithdrawalPasswordForm } from './WithdrawalPasswordForm';
import { useBankCardsQuery, useSecurityConfigQuery } from './securityApi';

/** The sub-views of the security centre (?item=...), inside this page. */
const ITEMS = ['password', 'withdrawalPassword', 'cards', 'questions', 'email', 'payee', 'nickname'] as const;
type Item = (typeof ITEMS)[number];

/** The items that set up withdrawals: members only (a trial account gets free_reject, as on deposit). */
const MONEY_ITEMS: readonly Item[] = ['withdrawalPassword', 'cards', 'payee'];

/** The site's change-password page for the login password (auth owns it). */
const CHANGE_LOGIN_PASSWORD = '/m/changePsw';

/** /m/securityCenter: the member's security items with their state; each opens its own view in the page. */
export function SecurityCenterPage() {
  return (
    <AccessGuard feature="member">
      <PageBody>
        <SecurityCenter />
      </PageBody>
    </AccessGuard>
  );
}

function SecurityCenter() {
  const [params, setParams] = useSearchParams();
  const config = useSecurityConfigQuery();
  const raw = params.get('item');
  const item = ITEMS.find((name): name is Exclude<Item, 'password'> => name === raw && name !== 'password');
  const gate = useAccessGate();
  const open = (next: Item | undefined, mode?: string) => {
    if (next && MONEY_ITEMS.includes(next) && !gate('money')) return;
    const search = new URLSearchParams();
    if (next) search.set('item', next);
    if (mode) search.set('mode', mode);
    setParams(search);
  };
  return (
    <PageState query={config}>
      {(state) =>
        item ? (
          // an address that opens a money item directly passes the same gate as its button
          <AccessGuard feature={MONEY_ITEMS.includes(item) ? 'money' : 'member'}>
            <ItemView item={item} state={state} mode={params.get('mode')} open={open} />
          </AccessGuard>
        ) : (
          <Overview state={state} open={open} />
        )
      }
    </PageState>
  );
}

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['2']} ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
`;

const RowText = styled.span`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    font-size: ${(p) => p.theme.font.size.md};
  }
  span {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

/** The login password's "Change" leads to its own page: a link, looking like the other rows' buttons. */
const RowLink = styled(Link)`
  ${buttonLook('secondary')}
`;

function Overview({ state, open }: { state: SecurityConfigValue; open: (item: Item) => void }) {
  const { t } = useTranslation('cashier');
  const notSet = t('security.state.notSet');
  const row = (item: Item, value: string, action: ReactNode) => (
    <Row key={item}>
      <RowText>
        <strong>{t(`security.items.${item}`)}</strong>
        <span>{value}</span>
      </RowText>
      {action}
    </Row>
  );
  const button = (item: Item, label: string) => (
    <Button variant="secondary" onClick={() => open(item)} aria-label={`${label}: ${t(`security.items.${item}`)}`}>
      {label}
    </Button>
  );
  const setOrChange = (set: boolean) => t(set ? 'security.change' : 'security.set');
  return (
    <>
      <Muted>{t('security.intro')}</Muted>
      <CardList aria-label={t('security.title')}>
        {row(
          'password',
          t('security.state.set'),
          <RowLink to={CHANGE_LOGIN_PASSWORD} aria-label={`${t('security.change')}: ${t('security.items.password')}`}>
            {t('security.change')}
          </RowLink>,
        )}
        {row(
          'withdrawalPassword',
          state.hasWithdrawalPassword ? t('security.state.set') : notSet,
          button('withdrawalPassword', setOrChange(state.hasWithdrawalPassword)),
        )}
        {row('cards', t('security.state.cards', { n: state.bankCards, max: state.maxBankCards }), button('cards', t('security.manage')))}
        {row('questions', state.hasSecurityQuestions ? t('security.state.set') : notSet, button('questions', setOrChange(state.hasSecurityQuestions)))}
        {row('email', state.email ?? notSet, button('email', setOrChange(!!state.email)))}
        {row('payee', state.payeeName ?? notSet, state.payeeName ? <Muted>{t('security.payee.locked')}</Muted> : button('payee', t('security.set')))}
        {row('nickname', state.nickname ?? notSet, button('nickname', setOrChange(!!state.nickname)))}
      </CardList>
    </>
  );
}

function ItemView({
  item,
  state,
  mode,
  open,
}: {
  item: Exclude<Item, 'password'>;
  state: SecurityConfigValue;
  mode: string | null;
  open: (item?: Item, mode?: string) => void;
}) {
  const { t } = useTranslation('cashier');
  const back = () => open(undefined);
  let body: ReactNode;
  switch (item) {
    case 'withdrawalPassword':
      body =
        state.hasWithdrawalPassword && mode === 'reset' ? (
          <ResetPasswordForm onDone={back} />
        ) : (
          <>
            <WithdrawalPasswordForm change={state.hasWithdrawalPassword} onDone={back} />
            {state.hasWithdrawalPassword && (
              <Button variant="secondary" block onClick={() => open('withdrawalPassword', 'reset')}>
                {t('security.reset.open')}
              </Button>
            )}
          </>
        );
      break;
    case 'cards':
      body = <Cards state={state} />;
      break;
    case 'questions':
      body = <SecurityQuestionsForm onDone={back} />;
      break;
    case 'payee':
      body = state.payeeName ? <Muted>{t('security.payee.locked')}</Muted> : <PayeeNameForm onDone={back} />;
      break;
    case 'email':
    case 'nickname':
      body = <TextSettingForm kind={item} onDone={back} />;
      break;
  }
  return (
    <>
      <Button variant="secondary" onClick={back}>
        {t('security.backToList')}
      </Button>
      <Card aria-label={t(`security.items.${item}`)}>{body}</Card>
    </>
  );
}

const CardRow = styled.li`
  padding: ${(p) => p.theme.space['2']};
  border: 1px solid ${(p) => p.theme.color.border.default};
  border-radius: ${(p) => p.theme.radius.md};
  overflow-wrap: anywhere;
`;

/** The member's cards (masked to the last four digits) and, below the maximum, the form to add one. */
function Cards({ state }: { state: SecurityConfigValue }) {
  const { t } = useTranslation('cashier');
  const cards = useBankCardsQuery();
  return (
    <PageState query={cards} size="section" isEmpty={() => false}>
      {(value) => (
        <>
          <Heading>{t('security.cards.title', { n: value.list.length, max: value.max })}</Heading>
          {value.list.length === 0 ? (
            // the form to add one follows (or the note saying what it needs): no action here
            <EmptyState icon={<CreditCardIcon />} title={t('security.cards.none')} />
          ) : (
            <CardList aria-label={t('security.items.cards')}>
              {value.list.map((card) => (
                <CardRow key={card.id}>
                  {t('security.cards.masked', { bank: card.bankName, last4: card.last4 })}
                  <Muted>{t('security.cards.detail', { branch: card.branch, name: card.accountName })}</Muted>
                </CardRow>
              ))}
            </CardList>
          )}
          {!state.payeeName ? (
            <Muted>{t('security.cards.needPayee')}</Muted>
          ) : value.list.length >= value.max ? (
            <Muted>{t('security.cards.full', { max: value.max })}</Muted>
          ) : (
            <AddCardForm payeeName={state.payeeName} />
          )}
        </>
      )}
    </PageState>
  );
}
