import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { affiliateInvitees, availablePromotions, redRainRounds } from '@wl/api-client/catalogue';
import { failingStory, findHeading as heading, loadingStory, screenStory, type Story, STORY_WAIT as WAIT, storyTexts, sentToStory } from '@wl/ui-kit/story';
import { InviteFriendsPage } from './invite/InviteFriendsPage';
import { RedRainPage } from './redRain/RedRainPage';
import { RewardCenterPage } from './rewardCenter/RewardCenterPage';

/**
 * The rewards screens at their routes (apps/mobile/src/app/routeTable.ts) with their data from the demo platform
 * (MSW): reward centre, invite friends, red-packet rain. Each story pins the session it is about
 * (docs/storybook.md "Screen stories"). Play functions read the expected text through i18n, so they hold in every
 * locale and brand of the toolbars.
 */
const meta: Meta = { title: 'Screens/Rewards' };
export default meta;

/** The rewards namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'rewards');

// ---- reward centre ----

/** A reward-centre promotion of the demo platform's seed (demo-api seed/rewards.ts). */
const WEEKLY = 'Weekly Turnover Reward';

async function promotionCard({ canvasElement }: StoryContext) {
  return within(canvasElement).findByRole('region', { name: WEEKLY }, WAIT);
}

async function memberPromotions(context: StoryContext) {
  const { t } = await texts(context);
  const card = await promotionCard(context);
  await expect(within(card).getByRole('progressbar', { name: t('rewardCenter.promotions.progressLabel', { title: WEEKLY }) })).toBeVisible();
  await expect(within(card).getByRole('button', { name: t('rewardCenter.promotions.claimLabel', { title: WEEKLY }) })).toBeEnabled();
}

/**
 * The reward centre (/m/rewardCenter) for a member: the promotions with the member's progress and claim buttons,
 * the raffle, the points (the default brand runs PTSYS3) and the claim history.
 */
export const RewardCenter = screenStory(RewardCenterPage, '/m/rewardCenter', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await memberPromotions(context);
    await expect(canvas.getByRole('region', { name: 'Lucky Draw' })).toBeVisible();
    await expect(await canvas.findByTestId('points-balance', {}, WAIT)).not.toBeEmptyDOMElement();
    await expect(canvas.getByRole('heading', { level: 2, name: t('rewardCenter.history.title') })).toBeVisible();
  },
});

/** The promotions still loading (the member's available promotions never answer): the section's spinner. */
export const RewardCenterLoading = loadingStory(RewardCenterPage, '/m/rewardCenter', availablePromotions, { session: 'member0' });

/** The promotions fail to load once: the error with its retry, then the member's promotions. */
export const RewardCenterError = failingStory(RewardCenterPage, '/m/rewardCenter', availablePromotions, memberPromotions, { session: 'member0' });

/** A guest sees the merchant's promotions without progress, and logs in to claim or to see points and claims. */
export const RewardCenterAsGuest = screenStory(RewardCenterPage, '/m/rewardCenter', {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    const card = await promotionCard(context);
    await expect(within(card).getByRole('button', { name: t('rewardCenter.promotions.logInToClaim') })).toBeVisible();
    await expect(within(card).queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByText(t('rewardCenter.promotions.guestPrompt'))).toBeVisible();
    await expect(canvas.getByText(t('rewardCenter.history.guestPrompt'))).toBeVisible();
  },
});

/** A trial account (type 4) sees the promotions, but a claim is refused (free_reject) and nothing is sent. */
export const RewardCenterAsTrial = screenStory(RewardCenterPage, '/m/rewardCenter', {
  session: 'trial',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const card = await promotionCard(context);
    await userEvent.click(within(card).getByRole('button', { name: t('rewardCenter.promotions.claimLabel', { title: WEEKLY }) }));
    // the toast is portalled to the page's body, outside the story's canvas, and fades in
    const toast = await within(context.canvasElement.ownerDocument.body).findByText(tc('errors.free_reject'), {}, WAIT);
    await waitFor(() => expect(toast).toBeVisible(), WAIT);
  },
});

// ---- invite friends ----

async function friendsShown(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  const friends = await canvas.findByRole('region', { name: t('invite.friends') }, WAIT);
  // the demo members have invited nobody yet (friends join by registering with the link): the empty state
  await expect(await within(friends).findByRole('heading', { name: t('invite.noFriends') }, WAIT)).toBeVisible();
}

/**
 * Invite friends (/m/inviteFriends) for a member: the referral link with its QR code, copy and share, and the
 * invited friends (none yet for the demo members: the empty state).
 */
export const InviteFriends = screenStory(InviteFriendsPage, '/m/inviteFriends', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: t('invite.heading') }, WAIT)).toBeVisible();
    await expect(await canvas.findByTestId('referral-link', {}, WAIT)).toHaveTextContent('/m/register?affiliateCode=');
    await expect(canvas.getByRole('button', { name: t('invite.share') })).toBeVisible();
    await friendsShown(context);
  },
});

/** The invited friends still loading (the call never answers): the section's spinner under the referral link. */
export const InviteFriendsLoading = loadingStory(InviteFriendsPage, '/m/inviteFriends', affiliateInvitees, { session: 'member0' });

/** The invited friends fail to load once: the error with its retry, then the list (its empty state). */
export const InviteFriendsError = failingStory(InviteFriendsPage, '/m/inviteFriends', affiliateInvitees, friendsShown, { session: 'member0' });

/** A guest is sent to log in (and comes back after). */
export const InviteFriendsAsGuest = sentToStory(InviteFriendsPage, '/m/inviteFriends', 'guest', '/m/login');

/** A trial account (type 4) invites nobody: refused (free_reject) and sent home. */
export const InviteFriendsAsTrial = sentToStory(InviteFriendsPage, '/m/inviteFriends', 'trial', '/m/home');

/** An agent invites through the affiliate links: sent to /m/agentRegister. */
export const InviteFriendsAsAgent = sentToStory(InviteFriendsPage, '/m/inviteFriends', 'agent', '/m/agentRegister');

// ---- red-packet rain ----

const REDUCED_MOTION = /prefers-reduced-motion:\s*reduce\b/;

/**
 * The player's reduced-motion setting for one story (`beforeEach`; the cleanup restores the browser's own): the site
 * honours prefers-reduced-motion, so the red-packet rain shows its calm screens only, the countdown before a round
 * or the still screen during one, never falling packets (a round of the demo platform's schedule may be on).
 */
function preferReducedMotion() {
  const own = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({
          matches: REDUCED_MOTION.test(query),
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        } as MediaQueryList)
      : own.call(window, query);
  return () => {
    window.matchMedia = own;
  };
}

/** The game's first screen: the next round counted down, or (a round is on) the still screen; no packets fall. */
async function roundShown(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  const first = [t('redRain.nextRound'), t('redRain.stillTitle')];
  await expect(await canvas.findByRole('heading', { level: 2, name: (name) => first.includes(name) }, WAIT)).toBeVisible();
  await expect(canvas.getByRole('timer')).not.toBeEmptyDOMElement();
  await expect(canvas.getByText(t('redRain.chances', { left: 3, total: 3 }))).toBeVisible();
  await expect(canvas.queryByRole('group', { name: t('redRain.field') })).toBeNull();
}

/** The red-packet rain as a calm screen: reduced motion, and no round is played. */
function calm(story: Story): Story {
  return { ...story, beforeEach: preferReducedMotion };
}

/**
 * The red-packet rain (/m/redRain) for a member, with reduced motion: the next round of the demo platform's
 * schedule counted down (or, while a round is on, the still screen with its one button), the round's packets and
 * seconds, and the entries left today.
 */
export const RedRain = calm(
  screenStory(RedRainPage, '/m/redRain', {
    session: 'member0',
    play: async (context) => {
      const { t } = await texts(context);
      await heading(context.canvasElement, t('redRain.title'));
      await roundShown(context);
    },
  }),
);

/** The rounds still loading (the call never answers): the spinner under the title, with reduced motion. */
export const RedRainLoading = calm(
  loadingStory(RedRainPage, '/m/redRain', redRainRounds, { session: 'member0', title: { namespace: 'rewards', key: 'redRain.title' } }),
);

/** The rounds fail to load once: the error with its retry, then the next round counted down, with reduced motion. */
export const RedRainError = calm(failingStory(RedRainPage, '/m/redRain', redRainRounds, roundShown, { session: 'member0' }));

/** A trial account (type 4) may not play: refused (free_reject) and sent home. */
export const RedRainAsTrial = sentToStory(RedRainPage, '/m/redRain', 'trial', '/m/home');

/** A guest is sent to log in (and comes back after). */
export const RedRainAsGuest = sentToStory(RedRainPage, '/m/redRain', 'guest', '/m/login');
