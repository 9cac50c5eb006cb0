import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcements, helpCenter, inbox, memberInfo } from '@wl/api-client/catalogue';
import { WithTemplates } from '@wl/brand';
import { failingStory, loadingStory, screenStory, STORY_WAIT as WAIT, storyTexts, sentToStory, type Story } from '@wl/ui-kit/story';
import { HelpPage } from './help/HelpPage';
import { InboxPage } from './messages/InboxPage';
import { MemberHomePage } from './messages/MemberHomePage';
import { MemberNoticePage } from './messages/MemberNoticePage';
import { MessageCenterPage } from './messages/MessageCenterPage';
import { NoticePage } from './notice/NoticePage';
import { PromotionDetailPage } from './promotions/PromotionDetailPage';
import { PromotionsPage } from './promotions/PromotionsPage';

/**
 * The content area's screens at their routes (apps/mobile/src/app/routeTable.ts) with their data from the demo
 * platform (MSW): promotions and a promotion's detail, announcements, help, the message center, the inbox, the
 * member centre and the member notices. Each story pins the session it is about; the screens that load data also
 * show their loading and error-with-retry states (docs/storybook.md "Screen stories"). Play functions read the
 * expected text through i18n, so they hold in every locale and brand of the toolbars.
 */
const meta: Meta = { title: 'Screens/Content' };
export default meta;

/** The storefront namespace's (promotions, announcements, help) and the shell's texts in the story's locale. */
const storefront = (context: StoryContext) => storyTexts(context, 'storefront');
/** The agent namespace's texts (message center, inbox, member centre, member notices: packages/content/src/messages). */
const messages = (context: StoryContext) => storyTexts(context, 'agent');

// ---- promotions ----

async function promotionsListed(context: StoryContext) {
  const { t } = await storefront(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('tablist', { name: t('promotions.categories') }, WAIT)).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('promotions.readMoreAbout', { title: 'New Player Welcome Pack' }) })).toHaveAttribute(
    'href',
    '/m/activityDetail?id=4001',
  );
}

/** Promotions (/m/activity): the category filter and a card per promotion of the demo platform. */
export const Promotions = screenStory(PromotionsPage, '/m/activity', { session: 'guest', play: promotionsListed });

/** A category picked in the filter: only its promotions' cards stay. */
export const PromotionsCategory = screenStory(PromotionsPage, '/m/activity', {
  session: 'guest',
  play: async (context) => {
    const { t } = await storefront(context);
    const canvas = within(context.canvasElement);
    const slots = await canvas.findByRole('tab', { name: t('promotions.category.rng_promo') }, WAIT);
    await userEvent.click(slots);
    await expect(slots).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: t('promotions.readMoreAbout', { title: 'Slots Tournament' }) })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('promotions.readMoreAbout', { title: 'New Player Welcome Pack' }) })).toBeNull();
  },
});

export const PromotionsLoading = loadingStory(PromotionsPage, '/m/activity', announcements, { session: 'guest' });

export const PromotionsError = failingStory(PromotionsPage, '/m/activity', announcements, promotionsListed, { session: 'guest' });

async function promotionShown(context: StoryContext) {
  const { t } = await storefront(context);
  const canvas = within(context.canvasElement);
  const article = await canvas.findByRole('article', { name: 'New Player Welcome Pack' }, WAIT);
  await expect(within(article).getByRole('heading', { level: 2, name: 'New Player Welcome Pack' })).toBeVisible();
  await expect(within(article).getByRole('button', { name: t('promotions.button.join') })).toBeEnabled();
}

/**
 * A promotion's detail (/m/activityDetail?id=4001, where a card's "read more" leads): its images, title, dates,
 * the sanitised content and the join button (a guest logs in from it).
 */
export const PromotionDetail = screenStory(PromotionDetailPage, '/m/activityDetail?id=4001', { session: 'guest', play: promotionShown });

/** An id the platform has no promotion for (an old link): the way back to all promotions. */
export const PromotionDetailNotFound = screenStory(PromotionDetailPage, '/m/activityDetail?id=9999', {
  session: 'guest',
  play: async (context) => {
    const { t } = await storefront(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('promotions.notFound'), {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('promotions.all') })).toHaveAttribute('href', '/m/activity');
  },
});

export const PromotionDetailLoading = loadingStory(PromotionDetailPage, '/m/activityDetail?id=4001', announcements, { session: 'guest' });

export const PromotionDetailError = failingStory(PromotionDetailPage, '/m/activityDetail?id=4001', announcements, promotionShown, { session: 'guest' });

// ---- announcements ----

async function noticeList(context: StoryContext) {
  const { t } = await storefront(context);
  const list = await within(context.canvasElement).findByRole('list', { name: t('notice.list') }, WAIT);
  await expect(within(list).getByRole('link', { name: new RegExp('Scheduled maintenance') })).toHaveAttribute('href', '/m/notice?index=0');
  return list;
}

/** Announcements (/m/notice) for a member: the player announcements and pop-ups, the unread ones marked. */
export const Notice = screenStory(NoticePage, '/m/notice', {
  session: 'member0',
  play: async (context) => {
    const { t } = await storefront(context);
    const list = await noticeList(context);
    await expect(within(list).getByRole('link', { name: t('notice.unreadItem', { title: 'Scheduled maintenance' }) })).toBeVisible();
  },
});

/** A trial account (type 4) keeps no read marks: every announcement shows read. */
export const NoticeAsTrial = screenStory(NoticePage, '/m/notice', {
  session: 'trial',
  play: async (context) => {
    const { t } = await storefront(context);
    const list = await noticeList(context);
    await expect(within(list).getByRole('link', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(within(list).queryByRole('link', { name: t('notice.unreadItem', { title: 'Scheduled maintenance' }) })).toBeNull();
  },
});

/**
 * The demo platform's hostile fixtures (a script, event handlers, javascript: links in its HTML) for one story: on
 * for every merchant before it renders, off again after it (`POST /__demo/hostile`, packages/demo-api/README.md).
 * The merchants' own content never has them.
 */
async function withHostileFixtures() {
  const control = (on: boolean) => fetch('/__demo/hostile', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ on }) });
  await control(true);
  return async () => void (await control(false));
}

/**
 * One announcement opened (?index=3, as the home ticker links it): the security notice, here with the demo's hostile
 * fixture, whose script, handlers and javascript: link the sanitiser removed. A guest, so no read mark is kept.
 */
export const NoticeDetail: Story = {
  ...screenStory(NoticePage, '/m/notice?index=3', {
    session: 'guest',
    play: async (context) => {
      const { t } = await storefront(context);
      const canvas = within(context.canvasElement);
      const article = await canvas.findByRole('article', { name: 'Security notice' }, WAIT);
      // the fixture reached the page (its link's text), without its script, handlers or javascript: address
      await expect(within(article).getByText('Details')).toBeInTheDocument();
      await expect(article.querySelector('script, [onerror], a[href^="javascript:"]')).toBeNull();
      await expect(canvas.getByRole('link', { name: t('notice.all') })).toHaveAttribute('href', '/m/notice');
    },
  }),
  beforeEach: withHostileFixtures,
};

export const NoticeLoading = loadingStory(NoticePage, '/m/notice', announcements, { session: 'member0' });

export const NoticeError = failingStory(NoticePage, '/m/notice', announcements, async (context) => void (await noticeList(context)), { session: 'member0' });

// ---- help ----

async function helpShown(context: StoryContext, index: number) {
  const { t } = await storefront(context);
  const canvas = within(context.canvasElement);
  const tablist = await canvas.findByRole('tablist', { name: t('help.topics') }, WAIT);
  const tabs = within(tablist).getAllByRole('tab');
  await expect(tabs.length).toBeGreaterThan(index);
  await expect(tabs[index]).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('region', { name: tabs[index]!.textContent! })).toBeVisible();
}

/** The help centre (/m/help): a tab per help topic of the platform (in the story's language), the first one open. */
export const Help = screenStory(HelpPage, '/m/help', { session: 'guest', play: (context) => helpShown(context, 0) });

/** ?i=1 (the footer's links): the help centre on its second topic. */
export const HelpSecondTopic = screenStory(HelpPage, '/m/help?i=1', { session: 'guest', play: (context) => helpShown(context, 1) });

export const HelpLoading = loadingStory(HelpPage, '/m/help', helpCenter, { session: 'guest' });

export const HelpError = failingStory(HelpPage, '/m/help', helpCenter, (context) => helpShown(context, 0), { session: 'guest' });

// ---- message center ----

/** The message center (/m/message) for a guest: its entries without unread badges (live chat only in brands with CBS3). */
export const MessageCenterAsGuest = screenStory(MessageCenterPage, '/m/message', {
  session: 'guest',
  play: async (context) => {
    const { t } = await messages(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('messages.center') }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('messages.announcements') })).toHaveAttribute('href', '/m/notice');
    await expect(canvas.getByRole('button', { name: t('messages.inbox') })).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    // the affiliate service is the merchant's customer service: its entry shows once the entries have answered
    await expect(await canvas.findByRole('link', { name: new RegExp(`^${t('messages.affiliateService')}`) }, WAIT)).toBeVisible();
  },
});

/** The message center for a member: the inbox's unread count (three of the demo's five messages) as a badge. */
export const MessageCenter = screenStory(MessageCenterPage, '/m/message', {
  session: 'member1',
  play: async (context) => {
    const { t } = await messages(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t('messages.center') }, WAIT)).toBeVisible();
    const inboxEntry = await canvas.findByRole('button', { name: new RegExp(t('messages.inbox')) }, WAIT);
    await expect(await within(inboxEntry).findByRole('img', { name: t('common.unreadCount', { count: 3 }) }, WAIT)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: new RegExp(`^${t('messages.affiliateService')}`) }, WAIT)).toBeVisible();
  },
});

// ---- inbox ----

async function inboxListed(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('button', { name: 'Welcome to the club' }, WAIT)).toHaveAttribute('aria-expanded', 'false');
  await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
}

/** The inbox (/m/webEmail) of a member: the demo's five messages, newest first, the three unread marked. */
export const Inbox = screenStory(InboxPage, '/m/webEmail', {
  session: 'member1',
  play: async (context) => {
    const { t } = await messages(context);
    await inboxListed(context);
    await expect(within(context.canvasElement).getAllByText(t('common.unread'))).toHaveLength(3);
  },
});

/** A member with more than one page of mail (demo: 45 messages): load more adds the next twenty. */
export const InboxMorePages = screenStory(InboxPage, '/m/webEmail', {
  session: 'member0',
  play: async (context) => {
    const { t } = await messages(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('button', { name: 'Welcome to the club' }, WAIT);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: t('messages.loadMore') }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(40), WAIT);
  },
});

export const InboxLoading = loadingStory(InboxPage, '/m/webEmail', inbox, { session: 'member1' });

export const InboxError = failingStory(InboxPage, '/m/webEmail', inbox, inboxListed, { session: 'member1' });

/** A trial account (type 4) has no mail: refused (free_reject). */
export const InboxAsTrial = screenStory(InboxPage, '/m/webEmail', {
  session: 'trial',
  play: async (context) => {
    const { tc } = await messages(context);
    await expect(await within(context.canvasElement).findByText(tc('errors.free_reject'), {}, WAIT)).toBeVisible();
  },
});

/** A guest is sent to log in (and comes back after). */
export const InboxAsGuest = sentToStory(InboxPage, '/m/webEmail', 'guest', '/m/login');

// ---- member centre ----

async function profileShown(context: StoryContext, name: string) {
  const { t } = await messages(context);
  const canvas = within(context.canvasElement);
  const profile = await canvas.findByRole('region', { name: t('member.profile') }, WAIT);
  await expect(await within(profile).findByRole('heading', { name }, WAIT)).toBeVisible();
  return profile;
}

/** The member centre in the classic design whatever the toolbar's brand has. */
function ClassicMemberHome() {
  return (
    <WithTemplates templates={{ mem_cen: 0 }}>
      <MemberHomePage />
    </WithTemplates>
  );
}

async function entries(context: StoryContext) {
  const { t } = await messages(context);
  return within(await within(context.canvasElement).findByRole('navigation', { name: t('member.entries') }, WAIT));
}

/**
 * The member centre (/m/member/home) in the brand's design (the default brand: `mem_cen` 1, new): the balance card
 * with the quick actions, the entries as tiles, profile verification and sign out.
 */
export const MemberHome = screenStory(MemberHomePage, '/m/member/home', {
  session: 'member0',
  play: async (context) => {
    const { t } = await messages(context);
    await profileShown(context, 'Lucky Demo');
    await expect((await entries(context)).getByRole('link', { name: t('member.wallets') })).toHaveAttribute('href', '/m/wallet');
    await expect(within(context.canvasElement).getByRole('region', { name: t('verification.title') })).toBeVisible();
  },
});

/** The classic design (`mem_cen` 0, as the sol brand): the profile's fields in rows, then every entry as a row of one list. */
export const MemberHomeClassic = screenStory(ClassicMemberHome, '/m/member/home', {
  session: 'member0',
  play: async (context) => {
    const { t } = await messages(context);
    const profile = await profileShown(context, 'Lucky Demo');
    await expect(within(profile).queryByRole('group', { name: t('member.quickActions') })).toBeNull();
    await expect((await entries(context)).getByRole('link', { name: t('member.deposit') })).toHaveAttribute('href', '/m/voucherCenter');
  },
});

/** A type 1 member without a nickname: greeted by the account name, with a way to deposit (in the brand's design). */
export const MemberHomeMember1 = screenStory(MemberHomePage, '/m/member/home', {
  session: 'member1',
  play: async (context) => {
    const { t } = await messages(context);
    await profileShown(context, 'demo1');
    await expect(within(context.canvasElement).getAllByRole('link', { name: t('member.deposit') })[0]).toHaveAttribute('href', '/m/voucherCenter');
  },
});

/**
 * An agent (type 2) has entries more: the agent's transaction records, and the agency centre where the brand's menu
 * has it (lotus has not).
 */
export const MemberHomeAsAgent = screenStory(MemberHomePage, '/m/member/home', {
  session: 'agent',
  play: async (context) => {
    const { t } = await messages(context);
    await profileShown(context, 'Demo Agent');
    const nav = await entries(context);
    await expect(nav.getByRole('link', { name: t('member.transactions') })).toHaveAttribute('href', '/m/transaction/record?types=A');
  },
});

/** A trial account (type 4): greeted by its account name, with a member's entries (none of the agent's). */
export const MemberHomeAsTrial = screenStory(MemberHomePage, '/m/member/home', {
  session: 'trial',
  play: async (context) => {
    const { t } = await messages(context);
    await profileShown(context, 'trial');
    await expect((await entries(context)).queryByRole('link', { name: t('member.agencyCenter') })).toBeNull();
  },
});

/** A guest is sent to log in (and comes back after). */
export const MemberHomeAsGuest = sentToStory(MemberHomePage, '/m/member/home', 'guest', '/m/login');

export const MemberHomeLoading = loadingStory(MemberHomePage, '/m/member/home', memberInfo, { session: 'member0' });

export const MemberHomeError = failingStory(
  MemberHomePage,
  '/m/member/home',
  memberInfo,
  (context) => profileShown(context, 'Lucky Demo').then(() => undefined),
  {
    session: 'member0',
  },
);

// ---- member notices ----

async function noticeCards(context: StoryContext, title: string) {
  await expect(await within(context.canvasElement).findByRole('button', { name: title }, WAIT)).toHaveAttribute('aria-expanded', 'false');
}

/** The member notices (/m/member/notice): the announcements as cards, newest first, each opening in place. */
export const MemberNotice = screenStory(MemberNoticePage, '/m/member/notice', {
  session: 'member0',
  play: async (context) => {
    await noticeCards(context, 'Scheduled maintenance');
    await expect(within(context.canvasElement).queryByRole('button', { name: 'Agent commission update' })).toBeNull();
  },
});

/** The agent notices (?types=A, the agent home's footer link): the notices for agents. */
export const MemberNoticeAgent = screenStory(MemberNoticePage, '/m/member/notice?types=A', {
  session: 'agent',
  play: async (context) => {
    await noticeCards(context, 'Agent commission update');
    await expect(within(context.canvasElement).queryByRole('button', { name: 'Scheduled maintenance' })).toBeNull();
  },
});

export const MemberNoticeLoading = loadingStory(MemberNoticePage, '/m/member/notice', announcements, { session: 'member0' });

export const MemberNoticeError = failingStory(MemberNoticePage, '/m/member/notice', announcements, (context) => noticeCards(context, 'Scheduled maintenance'), {
  session: 'member0',
});
