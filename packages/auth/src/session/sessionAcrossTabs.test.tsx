import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebCryptoCipher } from '@wl/api-client';
import { createApiTestStore, testApiContext } from '@wl/api-client/testing';
import { DEMO_PUBLIC_KEY } from '@wl/demo-api';
import { AccessGuard } from '../gates/AccessGuard';
import { demoSession, renderApp, startDemoPlatform } from '../testing';
import { authApi, useMemberInfoQuery } from './authApi';
import { SessionExpiryNotice } from './SessionExpiryNotice';
import { broadcastTabChannel, SESSION_SIGNAL_KEY, syncSessionAcrossTabs, tabChannel, type SessionStore, type TabChannel } from './sessionAcrossTabs';
import {
  AUTO_LOGIN_KEY,
  MEMBER_STORAGE_PREFIX,
  selectSession,
  selectSessionExpired,
  sessionEnded,
  sessionSlice,
  sessionStarted,
  syncSessionStorage,
  type SessionInfo,
} from './sessionSlice';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

/** Each test's tabs talk on a channel of their own (Node's BroadcastChannel reaches every channel of the name). */
let channelName = '';
let tests = 0;
const stops: (() => void)[] = [];
const channels: BroadcastChannel[] = [];

function channel(): TabChannel {
  return broadcastTabChannel(channelName);
}

/** What every tab posts on the channel, as another tab receives it. */
function overhear(): unknown[] {
  const heard: unknown[] = [];
  const listener = new BroadcastChannel(channelName);
  listener.onmessage = (event) => void heard.push(event.data);
  channels.push(listener);
  return heard;
}

/** A tab without a screen: its store (data layer and session, as the app wires them) and the tabs' sync. */
function tab(session?: SessionInfo, tabs: () => TabChannel = channel) {
  const store = createApiTestStore(testApiContext({ cipher: createWebCryptoCipher(DEMO_PUBLIC_KEY), getToken: (state) => selectSession(state)?.token }), {
    [sessionSlice.name]: sessionSlice.reducer,
  });
  if (session) store.dispatch(sessionStarted(session));
  stops.push(syncSessionStorage(store), syncSessionAcrossTabs(store as SessionStore, tabs()));
  return store;
}

/** A member page: the member's account from the platform, behind the member gate. */
function MemberPage() {
  const member = useMemberInfoQuery();
  return <p>{member.data ? `Signed in as ${member.data.account}` : 'Loading'}</p>;
}

const memberPage = (
  <>
    <SessionExpiryNotice />
    <AccessGuard feature="member">
      <MemberPage />
    </AccessGuard>
  </>
);

/** Renders the member page in a tab with `session`, synced with the other tabs. */
async function memberTab(session: SessionInfo) {
  const rendered = await renderApp(memberPage, { route: '/m/member/home', session });
  stops.push(syncSessionAcrossTabs(rendered.store as SessionStore, channel()));
  expect(await screen.findByText(`Signed in as ${session.userName}`)).toBeInTheDocument();
  return rendered;
}

describe('the session across tabs', () => {
  afterEach(() => {
    while (stops.length) stops.pop()!();
    while (channels.length) channels.pop()!.close();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  // a fresh channel per test
  beforeEach(() => {
    tests += 1;
    channelName = `wl-session-test-${tests}`;
  });

  it('a logout in one tab sends the member page of another tab through its gate to login within a second', async () => {
    const first = await demoSession(demo.app);
    const second = await demoSession(demo.app);
    const heard = overhear();
    const other = tab(first);
    const { store } = await memberTab(second);

    await other.dispatch(authApi.endpoints.logout.initiate());

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/m/login'), { timeout: 1000 });
    expect(screen.queryByText('Signed in as demo')).toBeNull();
    expect(selectSession(store.getState())).toBeNull();
    // the member's cached answers are gone from that tab too
    expect(authApi.endpoints.memberInfo.select()(store.getState() as never).data).toBeUndefined();
    // what went between the tabs: why the session ended, never a token
    expect(heard).toEqual([{ type: 'ended', reason: 'logout' }]);
    expect(JSON.stringify(heard)).not.toContain(first.token);
    expect(JSON.stringify(heard)).not.toContain(second.token);
  });

  it('a session the platform ended in one tab ends in the others with the logged-out notice', async () => {
    const session = await demoSession(demo.app);
    // the first tab holds a token the platform no longer knows: its next call is answered session.expired
    const stale = tab({ ...session, token: 'expired-token' });
    const { store } = await memberTab(session);

    await stale.dispatch(authApi.endpoints.memberInfo.initiate());

    expect(await screen.findByText('The account has been logged out, please log in again')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(screen.queryByText('Signed in as demo')).toBeNull();
    expect(selectSession(store.getState())).toBeNull();
  });

  it("keeps the player's preferences and removes the member's storage", async () => {
    const session = await demoSession(demo.app);
    localStorage.setItem('language', 'pt');
    localStorage.setItem('theme', 'light');
    localStorage.setItem('rememberedLogin', '{"username":{"username":"demo"}}');
    localStorage.setItem('hideDownloadBar', '1');
    localStorage.setItem(`${MEMBER_STORAGE_PREFIX}note`, 'demo');
    sessionStorage.setItem(`${MEMBER_STORAGE_PREFIX}loginPopupShownFor`, 'demo');
    const first = tab(session);
    const second = tab(session);

    first.dispatch(sessionEnded());

    await waitFor(() => expect(selectSession(second.getState())).toBeNull());
    expect(localStorage.getItem('language')).toBe('pt');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(localStorage.getItem('rememberedLogin')).toBe('{"username":{"username":"demo"}}');
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
    expect(localStorage.getItem(`${MEMBER_STORAGE_PREFIX}note`)).toBeNull();
    expect(sessionStorage.getItem(`${MEMBER_STORAGE_PREFIX}loginPopupShownFor`)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
  });

  it("a login in another tab leaves a guest tab and the same member's tab as they are, and turns another member's tab to guest", async () => {
    const demoMember = await demoSession(demo.app);
    const otherMember = await demoSession(demo.app, 'demo1');
    const heard = overhear();
    const guest = tab();
    const sameMember = tab(demoMember);
    const anotherMember = tab(otherMember);
    const loggingIn = tab();

    loggingIn.dispatch(sessionStarted(demoMember));

    await waitFor(() => expect(selectSession(anotherMember.getState())).toBeNull());
    expect(selectSessionExpired(anotherMember.getState())).toBe(false);
    expect(selectSession(guest.getState())).toBeNull();
    expect(selectSession(sameMember.getState())).toEqual(demoMember);
    expect(selectSession(loggingIn.getState())).toEqual(demoMember);
    // the login stands: the other tab's end does not clear the flag
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('1');
    await waitFor(() => expect(heard).toContainEqual({ type: 'started', userName: 'demo', merchantCode: 'WLDEMO' }));
    expect(JSON.stringify(heard)).not.toContain(demoMember.token);
  });

  it('ignores what is not a session signal', async () => {
    const session = await demoSession(demo.app);
    const member = tab(session);
    const sender = new BroadcastChannel(channelName);
    channels.push(sender);
    for (const junk of ['ended', null, 42, { type: 'started' }, { type: 'started', userName: 7, merchantCode: 'WLDEMO' }, { type: 'token', token: 'x' }]) {
      sender.postMessage(junk);
    }
    // a well-formed signal after the junk: once it has arrived, the junk has been seen and ignored
    sender.postMessage({ type: 'started', userName: 'demo', merchantCode: 'WLDEMO' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectSession(member.getState())).toEqual(session);
  });

  it('reaches the other tabs through storage events where there is no BroadcastChannel, and keeps nothing in storage', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const session = await demoSession(demo.app);
    const first = tab(session, tabChannel);
    const second = tab(session, tabChannel);

    first.dispatch(sessionEnded());

    const written = setItem.mock.calls.find(([key]) => key === SESSION_SIGNAL_KEY);
    expect(written).toBeDefined();
    expect(localStorage.getItem(SESSION_SIGNAL_KEY)).toBeNull();
    expect(written![1]).not.toContain(session.token);
    // the browser fires the write's storage event in every other tab of the site
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: written![1], storageArea: localStorage }));
    expect(selectSession(second.getState())).toBeNull();
  });
});
