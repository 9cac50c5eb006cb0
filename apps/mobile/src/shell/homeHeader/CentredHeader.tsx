import styled from 'styled-components';
import {
  Bar,
  BalanceRow,
  DepositAction,
  DownloadButton,
  End,
  Header,
  LoginActions,
  LogoLink,
  MemberMenu,
  MenuButton,
  NoticeLink,
  useLoggedIn,
  type HomeHeaderProps,
} from './headerParts';

/** Three columns: the start and end buttons take equal widths, so the logo sits in the middle of the screen. */
const Top = styled(Bar)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  flex-wrap: nowrap;
`;

const Start = styled.div`
  display: flex;
  align-items: center;
`;

const CentredLogo = styled(LogoLink)`
  width: 112px;
  max-width: 40vw;
  img {
    object-position: center;
  }
`;

/** Login and register side by side, each half the width, under the bar. */
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${(p) => p.theme.space['2']};
  padding: 0 ${(p) => p.theme.space['3']} ${(p) => p.theme.space['2']};
  a {
    justify-content: center;
  }
`;

/**
 * `home_header` centred: menu and download at the start, the logo in the middle, notice or the member's menu at
 * the end; under the bar, a guest's login and register as two wide buttons, a member's balance with deposit.
 */
export function CentredHeader({ downloadBar }: HomeHeaderProps) {
  const loggedIn = useLoggedIn();
  return (
    <Header>
      <Top>
        <Start>
          <MenuButton />
          <DownloadButton downloadBar={downloadBar} />
        </Start>
        <CentredLogo />
        <End>{loggedIn ? <MemberMenu /> : <NoticeLink />}</End>
      </Top>
      {loggedIn ? (
        <BalanceRow>
          <DepositAction />
        </BalanceRow>
      ) : (
        <Actions>
          <LoginActions />
        </Actions>
      )}
    </Header>
  );
}
