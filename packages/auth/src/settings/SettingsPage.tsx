import { useState } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { useAppSelector } from '@wl/api-client';
import { HEAD_ICON_COUNT } from '@wl/api-client/protocol';
import { useFlag } from '@wl/brand';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, Spinner, useToast } from '@wl/ui-kit';
import { useMemberIconQuery, useSetMemberIconMutation } from '../account/accountsApi';
import { FramedScreen } from '../fields/layout';
import { useErrorText } from '../errors/useErrorText';
import { selectSession } from '../session/sessionSlice';
import { useSignOutPrompt } from '../session/SignOutPrompt';
import { HeadIcon } from './HeadIcon';

const List = styled.ul`
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
  box-shadow: ${(p) => p.theme.shadow.card};
  list-style: none;
  li + li {
    border-top: 1px solid ${(p) => p.theme.color.border.default};
  }
`;

const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['3']};
  width: 100%;
  min-height: calc(${(p) => p.theme.size.touch} + ${(p) => p.theme.space['2']});
  padding: 0 ${(p) => p.theme.space['4']};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

const RowLink = styled(Link)`
  ${rowStyle}
`;
const RowButton = styled.button`
  ${rowStyle}
`;
const RowText = styled.div`
  ${rowStyle}
  cursor: default;
  span:last-child {
    color: ${(p) => p.theme.color.text.secondary};
  }
`;

const Chevron = styled.span`
  color: ${(p) => p.theme.color.text.muted};
  &::after {
    content: '›';
    font-size: 1.4em;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${(p) => p.theme.space['3']};
  button {
    display: flex;
    justify-content: center;
    min-height: ${(p) => p.theme.size.touch};
    padding: ${(p) => p.theme.space['1']};
    border: 2px solid transparent;
    border-radius: ${(p) => p.theme.radius.md};
    background: none;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${(p) => p.theme.color.brand.primary};
  }
`;

/** The head icon row and its picker (PROFPIC3): get and set through the catalogue entries `memberIcon` and `setMemberIcon`. */
function HeadIconRow() {
  const { t } = useTranslation('accounts');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const icon = useMemberIconQuery();
  const [setIcon, setting] = useSetMemberIconMutation();
  const [open, setOpen] = useState(false);

  async function choose(n: number) {
    try {
      await setIcon(n).unwrap();
      toast.show({ message: t('settings.iconSaved'), kind: 'success' });
      setOpen(false);
    } catch (error) {
      toast.show({ message: errorText(error), kind: 'error' });
    }
  }

  return (
    <li>
      <RowButton type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span>{t('settings.headIcon')}</span>
        {icon.isLoading ? <Spinner size="sm" label={t('messages.pleaseWait')} /> : <HeadIcon icon={icon.data?.icon ?? 0} size={36} />}
      </RowButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('settings.chooseIcon')} closeLabel={tc('common.close')}>
        <Grid aria-busy={setting.isLoading}>
          {Array.from({ length: HEAD_ICON_COUNT }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-label={t('settings.icon', { number: n })}
              aria-pressed={icon.data?.icon === n}
              onClick={() => void choose(n)}
              disabled={setting.isLoading}
            >
              <HeadIcon icon={n} />
            </button>
          ))}
        </Grid>
      </Dialog>
    </li>
  );
}

/**
 * /m/set: account, head icon, change password (guests go to /m/login), the `links` the app adds from packages above
 * this one (responsible gaming), sign out to /m/home.
 */
export function SettingsPage({ links = [] }: { links?: readonly { to: string; label: string }[] }) {
  const { t } = useTranslation('accounts');
  const session = useAppSelector(selectSession);
  const headIcon = useFlag('PROFPIC3');
  const signOut = useSignOutPrompt();

  return (
    <FramedScreen>
      <List>
        {session && (
          <li>
            <RowText>
              <span>{t('settings.account')}</span>
              <span>{session.userName}</span>
            </RowText>
          </li>
        )}
        {session && headIcon && <HeadIconRow />}
        <li>
          <RowLink to={session ? '/m/changePsw' : '/m/login'} state={session ? undefined : { from: { pathname: '/m/changePsw' } }}>
            <span>{t('settings.changePassword')}</span>
            <Chevron aria-hidden="true" />
          </RowLink>
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <RowLink to={link.to}>
              <span>{link.label}</span>
              <Chevron aria-hidden="true" />
            </RowLink>
          </li>
        ))}
      </List>
      {session && (
        <Button variant="danger" block onClick={signOut.open}>
          {t('settings.logout')}
        </Button>
      )}
      {signOut.prompt}
    </FramedScreen>
  );
}
