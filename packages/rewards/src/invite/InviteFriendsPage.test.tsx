import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { affiliateInvitees, agentAffiliate, captchaImage, registerByUsername } from '@wl/api-client/catalogue';
import { createWebCryptoCipher } from '@wl/api-client/cipher';
import { ENCRYPTION_SCHEME, HEADER } from '@wl/api-client/protocol';
import { demoSession, recordRequests, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { DEMO_PUBLIC_KEY } from '@wl/demo-api';
import { InviteFriendsPage } from './InviteFriendsPage';
import { referralLink } from './inviteApi';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);

/** A friend registers on the demo platform with `code` as their affiliate code, as the register page sends it. */
async function registerFriend(username: string, code: string) {
  const headers = { [HEADER.merchant]: 'WLDEMO', 'Content-Type': 'application/json' };
  const { value: captcha } = (await (await demo.app.request(captchaImage.path, { headers })).json()) as { value: { captchaId: string } };
  const { value: answer } = (await (await demo.app.request(`/__demo/captcha/${captcha.captchaId}`, { headers })).json()) as { value: { code: string } };
  const body = { registerUrl: 'localhost', registerMethod: 'H5', type: 0, domain: 'localhost', username, password: 'Secret123', confirmPassword: 'Secret123' };
  const encrypted = await createWebCryptoCipher(DEMO_PUBLIC_KEY).encrypt({ ...body, affiliateCode: code, captchaId: captcha.captchaId, captcha: answer.code });
  const response = await demo.app.request(registerByUsername.path, {
    method: 'PUT',
    headers: { ...headers, [HEADER.encryption]: ENCRYPTION_SCHEME },
    body: JSON.stringify(encrypted),
  });
  expect(response.status).toBe(200);
}

const renderPage = async (account = 'demo') => renderApp(<InviteFriendsPage />, { route: '/m/inviteFriends', session: await demoSession(demo.app, account) });

afterEach(() => void Reflect.deleteProperty(navigator, 'share'));

describe('InviteFriendsPage', () => {
  it("shows the member's own link as text and QR code, says no friend yet, then lists a friend registered through it", async () => {
    const { unmount } = await renderPage();
    const link = await screen.findByTestId('referral-link');
    const code = /affiliateCode=(\d{8})$/.exec(link.textContent ?? '')?.[1];
    expect(link).toHaveTextContent(referralLink(code!, window.location.origin));
    expect(screen.getByText(`Invitation code: ${code}`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(await screen.findByText('No invited friends yet')).toBeInTheDocument();
    unmount();

    await registerFriend('pal0001', code!);
    await renderPage();
    const friends = await screen.findByRole('region', { name: 'Invited friends' });
    expect(await within(friends).findByRole('listitem', { name: /^pa\*\*\*1, registered .+, No reward yet$/ })).toBeInTheDocument();
    expect(within(friends).getByText('1 friend')).toBeInTheDocument();
    expect(within(friends).getByText('Rewards earned: $ 0.00')).toBeInTheDocument();
    expect(requests.filter((r) => r.pathname === affiliateInvitees.path)).toHaveLength(2);
  });

  it('copies the link with the copy_success toast', async () => {
    const user = userEvent.setup();
    await renderPage();
    const link = (await screen.findByTestId('referral-link')).textContent;
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('shares the link through the Web Share API, and copies the invitation where the browser has none', async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { unmount } = await renderPage();
    const link = (await screen.findByTestId('referral-link')).textContent;
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Test Brand', text: 'Join me on Test Brand: register with my invitation link.', url: link });
    unmount();
    Reflect.deleteProperty(navigator, 'share');

    await renderPage();
    await screen.findByTestId('referral-link');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied: paste it in a message to share it.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`Join me on Test Brand: register with my invitation link. ${link}`);
  });

  it('says when the link cannot be read, and a retry reads it again', async () => {
    demo.server.use(
      http.get(`*${agentAffiliate.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    await renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    expect(await screen.findByTestId('referral-link')).toHaveTextContent(/affiliateCode=\d{8}$/);
  });

  it('sends a trial account home with free_reject, an agent to /m/agentRegister and a guest to log in', async () => {
    const { unmount } = await renderPage('trial');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
    unmount();
    const agent = await renderPage('agent');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/agentRegister');
    agent.unmount();
    await renderApp(<InviteFriendsPage />, { route: '/m/inviteFriends' });
    expect(screen.getByTestId('location')).toHaveTextContent('/m/login');
    expect(requests.filter((r) => r.pathname === agentAffiliate.path)).toHaveLength(0);
  });
});
