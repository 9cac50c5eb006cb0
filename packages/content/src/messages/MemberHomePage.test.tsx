import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '@wl/api-client/catalogue';
import { selectSession } from '@wl/auth';
import { demoSession, openSignOutPrompt, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { MemberHomePage } from './MemberHomePage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

describe('MemberHomePage', () => {
  it('signs out through the shared prompt: cancel stays, submit ends the session and goes home', async () => {
    const { store } = await renderApp(<MemberHomePage />, { route: '/m/member/home', session: await demoSession(demo.app) });
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Cancel' }));
    expect(selectSession(store.getState())).not.toBeNull();
    await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Submit' }));
    await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/home');
    expect(selectSession(store.getState())).toBeNull();
  });

  it('shows the profile error with retry when the member info answer does not fit, and the profile after retry', async () => {
    demo.server.use(http.get(`*${memberInfo.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: { list: 'oops' } }), { once: true }));
    await renderApp(<MemberHomePage />, { route: '/m/member/home', session: await demoSession(demo.app) });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByRole('alert')).toHaveTextContent('Loading failed, click to retry');
    await userEvent.click(within(profile).getByRole('button', { name: 'Retry' }));
    expect(await within(profile).findByText('demo', { selector: 'dd, span, div' })).toBeInTheDocument();
    expect(within(profile).queryByRole('alert')).not.toBeInTheDocument();
  });
});
