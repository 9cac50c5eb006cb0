import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '@wl/api-client/catalogue';
import { selectSession } from '@wl/auth';
import { demoSession, openSignOutPrompt, renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import type { MenuKey } from '@wl/brand';
import { MemberHomePage } from './MemberHomePage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

type Design = 0 | 1;
const DESIGNS = [
  [0, 'classic'],
  [1, 'new'],
] as const;

/** The member centre of a test brand with design `mem_cen` and, when given, its own white-label menu. */
async function renderPage({ design, username = 'demo', menu }: { design: Design; username?: string; menu?: MenuKey[] }) {
  const base = testBrand();
  const brand = testBrand({ templates: { ...base.templates, mem_cen: design }, ...(menu ? { menu } : {}) });
  return renderApp(<MemberHomePage />, { route: '/m/member/home', brand, session: await demoSession(demo.app, username) });
}

/** The entries' navigation, once the responsible gaming entry (the last, after its rules load) is in. */
async function entriesNav(): Promise<HTMLElement> {
  const nav = await screen.findByRole('navigation', { name: 'My services' });
  await within(nav).findByRole('link', { name: 'Responsible gaming' });
  return nav;
}

const linkNames = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('MemberHomePage', () => {
  describe('classic design (mem_cen 0)', () => {
    it('shows the profile card with its fields in rows, then every entry as a row of one list', async () => {
      await renderPage({ design: 0 });
      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(await within(profile).findByRole('heading', { name: 'Lucky Demo' })).toBeInTheDocument();
      const fields = within(profile)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
      expect(fields.slice(0, 3)).toEqual([
        ['Account', 'demo'],
        ['Member ID', expect.any(String)],
        ['VIP', 'VIP 3'],
      ]);
      expect(fields[3]![0]).toBe('Balance');
      expect(await within(profile).findByText('$ 12,345.68')).toBeInTheDocument();
      // no quick actions: deposit and withdraw are rows of the list like the others
      expect(screen.queryByRole('group', { name: 'Quick actions' })).not.toBeInTheDocument();
      const nav = await entriesNav();
      const list = within(nav).getByRole('list');
      expect(within(list).getAllByRole('listitem')).toHaveLength(7);
      expect(linkNames(list)).toEqual(['Deposit', 'Withdraw', 'Wallets', 'Records and profit/loss', 'Messages', 'Settings', 'Responsible gaming']);
    });
  });

  describe('new design (mem_cen 1)', () => {
    it('shows the balance card with the avatar, name, VIP and the quick actions, then the other entries as tiles', async () => {
      await renderPage({ design: 1 });
      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(await within(profile).findByRole('heading', { name: 'Lucky Demo' })).toBeInTheDocument();
      expect(within(profile).getByText('VIP 3')).toBeInTheDocument();
      expect(await within(profile).findByText('$ 12,345.68')).toBeInTheDocument();
      // the account name (the specification's member info) and the member ID under the name, each label with its value
      expect(
        within(profile)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ).toEqual([
        ['Account', 'demo'],
        ['Member ID', expect.stringMatching(/^\d{6,}$/)],
      ]);
      const actions = within(profile).getByRole('group', { name: 'Quick actions' });
      expect(within(actions).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
      expect(within(actions).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
      const nav = await entriesNav();
      expect(linkNames(within(nav).getByRole('list'))).toEqual(['Wallets', 'Records and profit/loss', 'Messages', 'Settings', 'Responsible gaming']);
      // each deposit and withdraw link once on the page: on the card, not among the tiles
      expect(screen.getAllByRole('link', { name: 'Deposit' })).toHaveLength(1);
      expect(screen.getAllByRole('link', { name: 'Withdraw' })).toHaveLength(1);
    });

    it('keeps the balance and the quick actions while the profile cannot load', async () => {
      demo.server.use(
        http.get(`*${memberInfo.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: { list: 'oops' } }), { once: true }),
      );
      await renderPage({ design: 1 });
      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(await within(profile).findByRole('alert')).toHaveTextContent('Loading failed, click to retry');
      expect(await within(profile).findByText('$ 12,345.68')).toBeInTheDocument();
      expect(within(within(profile).getByRole('group', { name: 'Quick actions' })).getAllByRole('link')).toHaveLength(2);
    });
  });

  describe.each(DESIGNS)('either design: %i (%s)', (design) => {
    it('follows the menu keys: only the entries and quick actions they allow, the agent ones only for agents', async () => {
      const menu: MenuKey[] = ['MYACC', 'TRANSREC3', 'SECPRIV', 'AGENT'];
      const { unmount } = await renderPage({ design, menu });
      await entriesNav();
      const member = linkNames(screen.getByRole('main'));
      expect(member).toEqual(
        expect.arrayContaining(['Deposit', 'Wallets', 'Records and profit/loss', 'Bet records', 'Security centre', 'Settings', 'Responsible gaming']),
      );
      // no WITHDRAW or MAILCEN key; AGENT and TRANSREC3 open the agent entries to agents only
      for (const name of ['Withdraw', 'Messages', 'Agency centre', 'Transaction records']) expect(member).not.toContain(name);
      if (design === 1) expect(linkNames(screen.getByRole('group', { name: 'Quick actions' }))).toEqual(['Deposit']);
      unmount();

      await renderPage({ design, menu, username: 'agent' });
      await entriesNav();
      expect(linkNames(screen.getByRole('main'))).toEqual(expect.arrayContaining(['Agency centre', 'Transaction records']));
      expect(screen.getByRole('link', { name: 'Transaction records' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    });

    it('leads an entry, found by its name, to its page', async () => {
      await renderPage({ design, menu: ['SECPRIV'] });
      await userEvent.click(await screen.findByRole('link', { name: 'Security centre' }));
      await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/securityCenter');
    });

    it('signs out through the shared prompt: cancel stays, submit ends the session and goes home', async () => {
      const { store } = await renderPage({ design });
      await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Cancel' }));
      expect(selectSession(store.getState())).not.toBeNull();
      await userEvent.click(within(await openSignOutPrompt()).getByRole('button', { name: 'Sign out' }));
      await expect.poll(() => screen.getByTestId('location').textContent).toBe('/m/home');
      expect(selectSession(store.getState())).toBeNull();
    });

    it('shows the profile error with retry when the member info answer does not fit, and the profile after retry', async () => {
      demo.server.use(
        http.get(`*${memberInfo.path}`, () => HttpResponse.json({ success: true, code: '0', message: '', value: { list: 'oops' } }), { once: true }),
      );
      await renderPage({ design });
      const profile = await screen.findByRole('region', { name: 'Profile' });
      expect(await within(profile).findByRole('alert')).toHaveTextContent('Loading failed, click to retry');
      await userEvent.click(within(profile).getByRole('button', { name: 'Retry' }));
      expect(await within(profile).findByRole('heading', { name: 'Lucky Demo' })).toBeInTheDocument();
      expect(within(profile).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows profile verification and sign out below the design', async () => {
      await renderPage({ design });
      expect(await screen.findByRole('region', { name: 'Profile verification' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });
  });
});
