import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bankCards, depositChannels, memberTransactions, securityConfig, walletBalances, withdrawRecords } from '@wl/api-client/catalogue';
import { failingStory, loadingStory, screenStory, sentTo, STORY_WAIT as WAIT, storyTexts, sentToStory } from '@wl/ui-kit/story';
import { DepositPage } from './deposit/DepositPage';
import { RecordsPage } from './records/RecordsPage';
import { SecurityCenterPage } from './security/SecurityCenterPage';
import { WalletsPage } from './wallets/WalletsPage';
import { WithdrawPage } from './withdraw/WithdrawPage';

/**
 * The cashier's screens at their routes (apps/mobile/src/app/routeTable.ts) with their data from the demo platform
 * (MSW): deposit, withdraw, wallets, security centre, records. Each story pins the session it is about, except
 * `Withdraw`, which follows the Session toolbar (docs/storybook.md "Screen stories"). Play functions read the
 * expected text through i18n, so they hold in every locale and brand of the toolbars.
 */
const meta: Meta = { title: 'Screens/Cashier' };
export default meta;

/** The cashier namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'cashier');

// ---- deposit ----

async function depositForm(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('tab', { name: t('deposit.tabs.deposit') }, WAIT)).toHaveAttribute('aria-selected', 'true');
  // the brand's design (`dep_func`): the form beside the methods, or the list of methods first (lotus)
  await waitFor(
    () => expect(canvas.queryByRole('form', { name: t('deposit.title') }) ?? canvas.queryByRole('list', { name: t('deposit.channels.label') })).not.toBeNull(),
    WAIT,
  );
}

/** Deposit (/m/voucherCenter) for a member: the channels of the demo platform in the brand's design (`dep_func`). */
export const Deposit = screenStory(DepositPage, '/m/voucherCenter', { session: 'member1', play: depositForm });

export const DepositLoading = loadingStory(DepositPage, '/m/voucherCenter', depositChannels, { session: 'member1' });

export const DepositError = failingStory(DepositPage, '/m/voucherCenter', depositChannels, depositForm, { session: 'member1' });

/** A trial account (type 4) may not deposit: sent home (with the free-play toast). */
export const DepositAsTrial = sentToStory(DepositPage, '/m/voucherCenter', 'trial', '/m/home');

/** A guest is sent to log in (and comes back after). */
export const DepositAsGuest = sentToStory(DepositPage, '/m/voucherCenter', 'guest', '/m/login');

// ---- withdraw ----

async function withdrawForm(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('form', { name: t('withdraw.formTitle') }, WAIT)).toBeVisible();
  await expect(canvas.getByTestId('withdrawable')).not.toBeEmptyDOMElement();
}

async function withdrawSetup(context: StoryContext) {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findByRole('list', { name: t('withdraw.setup.steps') }, WAIT)).toBeVisible();
}

/**
 * Withdraw (/m/withdraw) as the Session toolbar says (not pinned): a guest is sent to log in; a member with a
 * payee name, a withdrawal password and a card sees the form; anyone else is led through what is missing.
 */
export const Withdraw = screenStory(WithdrawPage, '/m/withdraw', {
  play: async (context) => {
    if ((context.globals.session ?? 'guest') === 'guest') return sentTo(context.canvasElement, '/m/login');
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await waitFor(
      () =>
        expect(canvas.queryByRole('form', { name: t('withdraw.formTitle') }) ?? canvas.queryByRole('list', { name: t('withdraw.setup.steps') })).not.toBeNull(),
      WAIT,
    );
  },
});

/** A member ready to withdraw (demo1: payee name, withdrawal password and cards): the withdrawable balance and the form. */
export const WithdrawMember = screenStory(WithdrawPage, '/m/withdraw', { session: 'member1', play: withdrawForm });

/** A new member (demo, type 0): the steps before the first withdrawal. */
export const WithdrawNewMember = screenStory(WithdrawPage, '/m/withdraw', { session: 'member0', play: withdrawSetup });

/** A trial account (type 4) may not withdraw (spec 001 section 6: members only): sent home with the free-play toast. */
export const WithdrawTrial = sentToStory(WithdrawPage, '/m/withdraw', 'trial', '/m/home');

export const WithdrawLoading = loadingStory(WithdrawPage, '/m/withdraw', securityConfig, { session: 'member1' });

export const WithdrawError = failingStory(WithdrawPage, '/m/withdraw', bankCards, withdrawForm, { session: 'member1' });

/** Fills the amount (the platform's minimum) and goes on to the confirmation: amount, fee, what reaches the card, the card. */
async function toConfirmation(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  const form = await canvas.findByRole('form', { name: t('withdraw.formTitle') }, WAIT);
  await userEvent.type(within(form).getByLabelText(t('common.amount')), '100');
  await userEvent.click(within(form).getByRole('button', { name: t('withdraw.submit') }));
  const confirmation = await canvas.findByRole('region', { name: t('withdraw.confirm.title') }, WAIT);
  await expect(within(confirmation).getByText(t('withdraw.confirm.arrives'))).toBeVisible();
  await expect(within(confirmation).getByLabelText(t('withdraw.password'))).toBeVisible();
  return confirmation;
}

/** The confirmation step (demo1): amount, fee, what reaches the card and the card, then the withdrawal password; nothing sent yet. */
export const WithdrawConfirm = screenStory(WithdrawPage, '/m/withdraw', {
  session: 'member1',
  play: async (context) => void (await toConfirmation(context)),
});

/** The Records tab after a withdrawal (demo1): the new withdrawal, pending, with its fee, card and time. */
export const WithdrawRecords = screenStory(WithdrawPage, '/m/withdraw', {
  session: 'member1',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    const confirmation = await toConfirmation(context);
    await userEvent.type(within(confirmation).getByLabelText(t('withdraw.password')), '123456');
    await userEvent.click(within(confirmation).getByRole('button', { name: t('withdraw.confirm.submit') }));
    // done: back on the first step
    await canvas.findByRole('form', { name: t('withdraw.formTitle') }, WAIT);
    await userEvent.click(canvas.getByRole('tab', { name: t('withdraw.tabs.records') }));
    const list = await canvas.findByRole('list', { name: t('withdraw.records.label') }, WAIT);
    await expect(within(list).getAllByText(t('withdraw.status.pending')).length).toBeGreaterThan(0);
  },
});

/** The Records tab (?tab=records) of a member who never withdrew (demo): the empty state. */
export const WithdrawRecordsEmpty = screenStory(WithdrawPage, '/m/withdraw?tab=records', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('heading', { name: t('withdraw.records.empty', { days: 30 }) }, WAIT)).toBeVisible();
  },
});

export const WithdrawRecordsError = failingStory(
  WithdrawPage,
  '/m/withdraw?tab=records',
  withdrawRecords,
  async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('heading', { name: t('withdraw.records.empty', { days: 30 }) }, WAIT)).toBeVisible();
  },
  { session: 'member0' },
);

// ---- wallets ----

async function walletsShown(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByTestId('wallets-total', {}, WAIT)).not.toBeEmptyDOMElement();
  await expect(canvas.getByTestId('wallets-main')).not.toBeEmptyDOMElement();
}

/** The wallets (/m/wallet): the total, the main wallet and each game vendor's wallet. */
export const Wallets = screenStory(WalletsPage, '/m/wallet', { session: 'member1', play: walletsShown });

export const WalletsLoading = loadingStory(WalletsPage, '/m/wallet', walletBalances, { session: 'member1' });

export const WalletsError = failingStory(WalletsPage, '/m/wallet', walletBalances, walletsShown, { session: 'member1' });

// ---- security centre ----

/** The security centre (/m/securityCenter): each item with its state. */
export const SecurityCenter = screenStory(SecurityCenterPage, '/m/securityCenter', {
  session: 'member1',
  play: async (context) => {
    const { t } = await texts(context);
    const list = await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT);
    await expect(within(list).getByText('Maria Silva')).toBeVisible();
  },
});

/** A new member's security centre: nothing set yet. */
export const SecurityCenterNewMember = screenStory(SecurityCenterPage, '/m/securityCenter', {
  session: 'member0',
  play: async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT)).toBeVisible();
  },
});

export const SecurityCenterError = failingStory(
  SecurityCenterPage,
  '/m/securityCenter',
  securityConfig,
  async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT)).toBeVisible();
  },
  { session: 'member1' },
);

/** The bank cards item (?item=cards), masked to the last four digits. */
export const SecurityCenterCards = screenStory(SecurityCenterPage, '/m/securityCenter?item=cards', {
  session: 'member1',
  play: async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findByRole('list', { name: t('security.items.cards') }, WAIT)).toBeVisible();
  },
});

// ---- records ----

async function transactionsShown(context: StoryContext) {
  const { t } = await texts(context);
  const list = await within(context.canvasElement).findByRole('list', { name: t('wallets.records.transactions') }, WAIT);
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
}

/** The records (/m/records): the last seven days of transactions. */
export const Records = screenStory(RecordsPage, '/m/records', { session: 'member0', play: transactionsShown });

/** A period without transactions: the empty state. */
export const RecordsEmptyPeriod = screenStory(RecordsPage, '/m/records', {
  session: 'member0',
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await transactionsShown(context);
    for (const [label, value] of [
      ['common.dateRange.from', '01/01/2020'],
      ['common.dateRange.to', '01/31/2020'],
    ] as const) {
      const field = canvas.getByLabelText(tc(label));
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(canvas.getByRole('button', { name: tc('common.dateRange.apply') }));
    await expect(await canvas.findByRole('heading', { name: t('wallets.records.noTransactions') }, WAIT)).toBeVisible();
  },
});

/** The profit and loss tab (?tab=pnl): the period's total and the days. */
export const RecordsPnl = screenStory(RecordsPage, '/m/records?tab=pnl', {
  session: 'member0',
  play: async (context) => {
    await expect(await within(context.canvasElement).findByTestId('pnl-total', {}, WAIT)).toBeVisible();
  },
});

export const RecordsLoading = loadingStory(RecordsPage, '/m/records', memberTransactions, { session: 'member0' });

export const RecordsError = failingStory(RecordsPage, '/m/records', memberTransactions, transactionsShown, { session: 'member0' });
