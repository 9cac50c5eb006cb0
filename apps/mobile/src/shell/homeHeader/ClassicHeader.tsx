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

/**
 * `home_header` classic: menu, the logo at the start, the download button; guests get login, register and notice at
 * the end, members deposit and their menu, with the balance under the bar.
 */
export function ClassicHeader({ downloadBar }: HomeHeaderProps) {
  const loggedIn = useLoggedIn();
  return (
    <Header>
      <Bar>
        <MenuButton />
        <LogoLink />
        <DownloadButton downloadBar={downloadBar} />
        <End>
          {loggedIn ? (
            <>
              <DepositAction />
              <MemberMenu />
            </>
          ) : (
            <>
              <LoginActions />
              <NoticeLink />
            </>
          )}
        </End>
      </Bar>
      {loggedIn && <BalanceRow />}
    </Header>
  );
}
