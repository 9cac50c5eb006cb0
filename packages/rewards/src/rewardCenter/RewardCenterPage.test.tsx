import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { claimPromotion, claimRafflePromotion, convertPoint, redeemPointReward, wallet } from '@wl/api-client/catalogue';
import { FLAG_KEYS } from '@wl/brand';
import { demoSession, recordRequests, renderApp, startDemoPlatform, testBrand } from '@wl/auth/testing';
import { RewardCenterPage } from './RewardCenterPage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();
const requests = recordRequests(demo);
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.pathname === path);

const base = testBrand();
const brand = (points: boolean) => testBrand({ flags: { ...base.flags, PTSYS3: points } });
const card = (title: string) => screen.getByRole('region', { name: title });
const balanceCents = async (account = 'demo') => {
  const session = await demoSession(demo.app, account);
  const answer = await demo.app.request(wallet.path, { headers: { Merchant: 'WLDEMO', Token: session.token } });
  return Number(((await answer.json()) as { value: { sumBalance: string } }).value.sumBalance.replace('.', ''));
};

async function renderPage(account?: string, points = true) {
  const session = account ? await demoSession(demo.app, account) : undefined;
  await renderApp(<RewardCenterPage />, { route: '/m/rewardCenter', session, brand: brand(points) });
  await screen.findByRole('heading', { name: 'Weekly Turnover Reward' });
}

describe('RewardCenterPage', () => {
  it("shows a guest the merchant's promotions without progress; claiming asks to log in; promotion HTML is sanitised", async () => {
    // the weekly reward's rules with a script, an onmouseover and a javascript: link (the demo's hostile fixture)
    await demo.hostile();
    await renderPage();
    const reward = card('Weekly Turnover Reward');
    expect(within(reward).getByText('Reward 8.88')).toBeInTheDocument();
    expect(within(reward).getByText('Bet 20.00 in the last 14 days')).toBeInTheDocument();
    expect(within(reward).queryByRole('progressbar')).not.toBeInTheDocument();
    // the rules' script, event handler and javascript: link never reach the page; the https link does
    expect(reward.querySelector('script, [onmouseover]')).toBeNull();
    expect(within(reward).getByText('Limited time.')).toBeInTheDocument();
    expect(within(reward).getByText('More').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(within(reward).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.getByText('Log in to see and use your points.')).toBeInTheDocument();
    await userEvent.click(within(reward).getByRole('button', { name: 'Log in to claim' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(posts(claimPromotion.path)).toHaveLength(0);
  });

  it('has a member claim a met promotion once for a double tap, credited by exactly its amount and listed in the history', async () => {
    const before = await balanceCents();
    await renderPage('demo');
    const reward = card('Weekly Turnover Reward');
    expect(within(reward).getByRole('progressbar', { name: 'Progress of Weekly Turnover Reward' })).toBeInTheDocument();
    await userEvent.dblClick(within(reward).getByRole('button', { name: 'Claim Weekly Turnover Reward' }));
    expect(await screen.findByText('$ 8.88 added to your wallet.')).toBeInTheDocument();
    expect(await within(reward).findByRole('button', { name: 'Claimed' })).toBeDisabled();
    expect(posts(claimPromotion.path)).toHaveLength(1);
    expect(await balanceCents()).toBe(before + 888);
    const history = screen.getByRole('list', { name: 'Claim history' });
    expect(await within(history).findByText('Weekly Turnover Reward')).toBeInTheDocument();
    expect(within(history).getByText('$ 8.88')).toBeInTheDocument();
  });

  it.each([
    ['a member', 'demo'],
    ['a guest', undefined],
  ])('moves an ended promotion out of the list %s acts on: under "Ended", no progress, nothing to claim', async (_who, account) => {
    await renderPage(account);
    const [active, endedList] = screen.getAllByRole('list');
    expect(within(active!).queryByRole('region', { name: 'Summer Festival Bonus' })).toBeNull();
    expect(within(active!).getByRole('region', { name: 'Weekly Turnover Reward' })).toBeInTheDocument();
    const endedSection = screen.getByRole('region', { name: 'Ended' });
    expect(endedSection).toContainElement(endedList!);
    const ended = within(endedSection).getByRole('region', { name: 'Summer Festival Bonus' });
    expect(within(ended).getByText(/^Ended on \d\d\/\d\d\/\d{4}: this promotion can no longer be claimed\.$/)).toBeInTheDocument();
    // a guest is not asked to log in for it, a member sees no bar filled towards it
    expect(within(ended).queryByRole('button')).toBeNull();
    expect(within(ended).queryByRole('progressbar')).toBeNull();
  });

  it('keeps an unmet promotion locked', async () => {
    await renderPage('demo');
    expect(within(card('High Roller Bonus')).getByRole('button', { name: 'Not reached yet' })).toBeDisabled();
    expect(within(card('Deposit Reward')).getByText('$ 0.00 of $ 50.00')).toBeInTheDocument();
  });

  it('shows the platform refusal of a claim next to it (the promotion ended meanwhile)', async () => {
    demo.server.use(
      http.post(`*${claimPromotion.path}`, () => HttpResponse.json({ success: false, code: 'promotion.expired', message: 'ended' }, { status: 409 })),
    );
    await renderPage('demo');
    await userEvent.click(within(card('Weekly Turnover Reward')).getByRole('button', { name: 'Claim Weekly Turnover Reward' }));
    expect(await within(card('Weekly Turnover Reward')).findByRole('alert')).toHaveTextContent('This promotion has ended and can no longer be claimed.');
  });

  it('refuses a trial session with free_reject and sends nothing', async () => {
    await renderPage('trial');
    await userEvent.click(within(card('Weekly Turnover Reward')).getByRole('button', { name: 'Claim Weekly Turnover Reward' }));
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    expect(posts(claimPromotion.path)).toHaveLength(0);
  });

  it('claims a raffle draw into the wallet, counts the draws down and lists what it won in the history', async () => {
    await renderPage('demo');
    const raffle = card('Lucky Draw');
    const status = await within(raffle).findByText(/^\d draws? to claim$/);
    const chances = Number(status.textContent!.charAt(0));
    await userEvent.dblClick(within(raffle).getByRole('button', { name: 'Claim a draw of Lucky Draw' }));
    expect(await screen.findByText(/^You won \$ \d+\.\d\d! It is in your wallet\.$/)).toBeInTheDocument();
    expect(posts(claimRafflePromotion.path)).toHaveLength(1);
    await within(raffle).findByText(chances > 1 ? new RegExp(`^${chances - 1} draws? to claim$`) : 'All your draws are claimed');
    const won = within(raffle)
      .getByText(/^Won so far: \$ \d+\.\d\d$/)
      .textContent!.replace('Won so far: ', '')
      // the symbol's no-break space, as the matcher reads the page
      .replace('\u00a0', ' ');
    const history = screen.getByRole('list', { name: 'Claim history' });
    expect(await within(history).findByText('Lucky Draw')).toBeInTheDocument();
    expect(within(history).getByText(won)).toBeInTheDocument();
  });
});

describe('RewardCenterPage in Portuguese', () => {
  it("shows a Portuguese player the merchant's promotions, their rules and rewards in Portuguese, and no hostile fixture", async () => {
    // as sol's site in Portuguese: the page in pt, and the Language header pt on every call (the app sends i18n's language)
    const session = await demoSession(demo.app, 'demo');
    await renderApp(<RewardCenterPage />, {
      route: '/m/rewardCenter',
      session,
      brand: testBrand({ ...brand(true), languages: { default: 'pt', enabled: ['pt'] } }),
      context: { language: () => 'pt' },
    });
    const weekly = await screen.findByRole('region', { name: 'Recompensa Semanal de Apostas' });
    expect(weekly).toHaveTextContent('Cada aposta que você faz conta para ela.');
    expect(screen.getByRole('region', { name: 'Sorteio da Sorte' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bônus do Festival de Verão' })).toBeInTheDocument();
    expect(await screen.findByText('Bônus de giros grátis')).toBeInTheDocument();
    for (const english of ['Weekly Turnover Reward', 'Lucky Draw', 'Free spin bonus', 'Limited time', 'Terms'])
      expect(document.body).not.toHaveTextContent(english);
  });
});

describe('points', () => {
  const pointsOf = () => Number(screen.getByTestId('points-balance').textContent!.replace(/\D/g, ''));

  it('is not shown where the brand turns PTSYS3 off', async () => {
    await renderPage('demo', false);
    expect(screen.queryByRole('heading', { name: 'Points' })).not.toBeInTheDocument();
    expect(FLAG_KEYS).toContain('PTSYS3');
  });

  it('refuses zero, a fraction and more than held next to the field, keeping what was typed and sending nothing', async () => {
    await renderPage('demo');
    const field = await screen.findByLabelText('Points to convert');
    const held = pointsOf();
    const convert = screen.getByRole('button', { name: 'Convert' });
    await userEvent.type(field, '150.5');
    await userEvent.click(convert);
    expect(await screen.findByText('Enter whole points, without decimals or signs.')).toBeInTheDocument();
    expect(field).toHaveValue('150.5');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(convert);
    expect(await screen.findByText('Enter more than 0 points.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, String(held + 1));
    await userEvent.click(convert);
    expect(await screen.findByText(`You have ${held.toLocaleString('en')} points.`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts(convertPoint.path)).toHaveLength(0);
  });

  it('converts points after the password: a wrong one is said next to it, then the points and the wallet change exactly', async () => {
    const before = await balanceCents();
    await renderPage('demo');
    const field = await screen.findByLabelText('Points to convert');
    const held = pointsOf();
    await userEvent.type(field, '150');
    expect(screen.getByText('You get $ 1.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Convert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert 150 points' });
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Login password')).toHaveValue('');
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Demo1234');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Converted: $ 1.50 added to your wallet. Points left: ${(held - 150).toLocaleString('en')} points.`)).toBeInTheDocument();
    expect(posts(convertPoint.path)).toHaveLength(2);
    await expect.poll(pointsOf).toBe(held - 150);
    expect(await balanceCents()).toBe(before + 150);
    // the password never travels in clear: the body is the encrypted envelope
    expect(JSON.stringify(await posts(convertPoint.path)[1]!.request.json())).not.toContain('Demo1234');
  });

  it('redeems a reward: the points fall by its cost and the wallet rises by what it pays', async () => {
    const before = await balanceCents();
    await renderPage('demo');
    await screen.findByTestId('points-balance');
    const held = pointsOf();
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem Free spin bonus for 200 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Free spin bonus' });
    await userEvent.type(within(dialog).getByLabelText('Login password'), 'Demo1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Free spin bonus redeemed: \$ 2\.50 added to your wallet\./)).toBeInTheDocument();
    await expect.poll(pointsOf).toBe(held - 200);
    expect(posts(redeemPointReward.path)).toHaveLength(1);
    expect(await balanceCents()).toBe(before + 250);
  });
});
