import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import type { MemberInfoValue } from '@wl/api-client';
import { WalletBalance } from '@wl/auth';
import { useTranslation } from '@wl/i18n';
import { Row, Stack } from '@wl/ui-kit';
import { ENTRY_ICONS } from './icons';
import { displayName, EntriesNav, MemberName, ProfileSection } from './shared';
import type { MemberCentreProps, MemberEntryId } from './types';

/** The entries the new design shows as buttons on the balance card, in this order; the others are tiles. */
const QUICK_ACTIONS: readonly MemberEntryId[] = ['deposit', 'withdraw'];

const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/*
 * The header card in the brand's gradient. Its text is text.primary, as on every surface of the brand gradient (the
 * top bar, ui-kit's headerSurface): the brands draw the gradient in the page's tones (dark in dark mode, light in
 * light mode), so text.onPrimary (text on brand.primary) would not be legible on it.
 */
const Header = styled(ProfileSection)`
  gap: ${(p) => p.theme.space['3']};
  background: linear-gradient(135deg, ${(p) => p.theme.color.brand.gradientFrom}, ${(p) => p.theme.color.brand.gradientTo});
  color: ${(p) => p.theme.color.text.primary};
  border: 1px solid ${(p) => p.theme.color.border.default};
`;

const Identity = styled(Row)`
  & > div {
    display: flex;
    flex: 1 1 8rem;
    flex-direction: column;
    align-items: flex-start;
    gap: ${(p) => p.theme.space['1']};
    min-width: 0;
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: 50%;
  background: ${(p) => p.theme.color.brand.primary};
  color: ${(p) => p.theme.color.text.onPrimary};
  font-size: ${(p) => p.theme.font.size.xl};
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Vip = styled.span`
  max-width: 100%;
  padding: 2px ${(p) => p.theme.space['2']};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.bg.sunken};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** The member ID, small under the name (the one a player gives customer service). */
/** The account name and the member ID, each label beside its value (a pair wraps as a whole). */
const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.xs};
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${(p) => p.theme.space['1']};
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Balance = styled(Stack)`
  & > span {
    color: ${(p) => p.theme.color.text.secondary};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  /* the amount (WalletBalance's first span, not its failure alert) large: ui-kit's BalanceDisplay has no size of its
     own. The larger size holds while a small phone's width has room for it, and never goes under the usual size,
     so at 200 % text a long balance (R$ 12.345,68) still fits 320 px */
  & > div > span:first-child:not([role]) {
    font-size: max(${(p) => p.theme.font.size.lg}, min(${(p) => p.theme.font.size.xl}, 9vw));
  }
`;

const QuickActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['2']};
`;

const QuickAction = styled(Link)<{ $primary: boolean }>`
  display: inline-flex;
  flex: 1 1 7rem;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['1']} ${(p) => p.theme.space['3']};
  border: 1px solid ${(p) => (p.$primary ? 'transparent' : p.theme.color.border.strong)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => (p.$primary ? p.theme.color.brand.primary : p.theme.color.bg.surface)};
  color: ${(p) => (p.$primary ? p.theme.color.text.onPrimary : p.theme.color.text.primary)};
  font-size: ${(p) => p.theme.font.size.md};
  font-weight: ${(p) => p.theme.font.weight.bold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  ${focusRing}
`;

const Grid = styled.ul`
  display: grid;
  /* as many columns as fit at 6.5rem (104 px): three on a 360 to 430 px phone, two at 320 px, one at 200 % text,
     so a label's longest word ("Configurações") always fits its tile */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 6.5rem), 1fr));
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-width: 0;
  min-height: ${(p) => p.theme.size.touch};
  padding: ${(p) => p.theme.space['3']} ${(p) => p.theme.space['1']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  color: ${(p) => p.theme.color.text.primary};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  /* labels wrap between words; a word longer than the tile breaks rather than being cut */
  overflow-wrap: break-word;
  & > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.bg.sunken};
    color: ${(p) => p.theme.color.text.link};
  }
  & > span:last-child {
    max-width: 100%;
  }
  ${focusRing}
`;

/** The first letter of the name (a whole character, also outside the basic plane), as the avatar shows it. */
const initial = (info: MemberInfoValue): string => (Array.from(displayName(info))[0] ?? '').toLocaleUpperCase();

function EntryIcon({ id }: { id: MemberEntryId }) {
  const Icon = ENTRY_ICONS[id];
  return <Icon />;
}

/**
 * The new member centre (`mem_cen` 1): a card in the brand's gradient with the avatar's initial, the name, the
 * account name and member ID (the specification's member info), the VIP label and the balance large, and the quick actions (deposit, withdraw: those of the entries the page allows) as
 * two buttons; then the other entries as a grid of tiles, each an icon and its label.
 */
export function NewMemberCentre({ member, entries }: MemberCentreProps) {
  const { t } = useTranslation('agent');
  const { t: tc } = useTranslation();
  const quick = QUICK_ACTIONS.flatMap((id) => entries.filter((e) => e.id === id));
  const tiles = entries.filter((e) => !QUICK_ACTIONS.includes(e.id));
  return (
    <>
      <Header
        member={member}
        after={
          <>
            <Balance $gap="1">
              <span>{tc('wallet.balance')}</span>
              <WalletBalance />
            </Balance>
            {quick.length > 0 && (
              <QuickActions role="group" aria-label={t('member.quickActions')}>
                {quick.map((e) => (
                  <QuickAction key={e.id} to={e.to} $primary={e.id === 'deposit'}>
                    <EntryIcon id={e.id} />
                    {e.label}
                  </QuickAction>
                ))}
              </QuickActions>
            )}
          </>
        }
      >
        {(info) => (
          <Identity $gap="3">
            <Avatar aria-hidden="true">{initial(info)}</Avatar>
            <div>
              <MemberName info={info} />
              <Facts>
                <div>
                  <dt>{t('member.account')}</dt>
                  <dd>{info.account}</dd>
                </div>
                <div>
                  <dt>{tc('member.id')}</dt>
                  <dd>{info.id}</dd>
                </div>
              </Facts>
              {info.clubLabel?.labelName && <Vip>{info.clubLabel.labelName}</Vip>}
            </div>
          </Identity>
        )}
      </Header>
      {tiles.length > 0 && (
        <EntriesNav>
          <Grid>
            {tiles.map((e) => (
              <li key={e.id}>
                <Tile to={e.to}>
                  <span>
                    <EntryIcon id={e.id} />
                  </span>
                  <span>{e.label}</span>
                </Tile>
              </li>
            ))}
          </Grid>
        </EntriesNav>
      )}
    </>
  );
}
