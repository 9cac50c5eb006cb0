import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bankCards, depositChannels, memberTransactions, securityConfig, walletBalances, type AnyCall } from '@wl/api-client/catalogue';
import type { I18n } from '@wl/i18n';
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
type Story = StoryObj;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The cashier namespace's and the shell's texts in the story's locale. */
async function texts(context: StoryContext) {
  const i18n = context.loaded.i18n as I18n;
  await i18n.loadNamespaces(['cashier', 'translation']);
  return { t: i18n.getFixedT(null, 'cashier') as unknown as Translate, tc: i18n.getFixedT(null, 'translation') as unknown as Translate };
}

const WAIT = { timeout: 8000 };

/** Where the screen sent the story (a guard): the address the story's router shows instead of the screen. */
async function sentTo(canvasElement: HTMLElement, pathname: string) {
  await expect(await within(canvasElement).findByRole('status', { name: 'Story route' }, WAIT)).toHaveTextContent(pathname);
}

type Session = 'guest' | 'member0' | 'member1' | 'agent' | 'trial';

/** A screen story: the screen at its route, signed in as `session` (pinned), or as the toolbar says without one. */
function screen(Screen: ComponentType, route: string, session: Session | undefined, play?: Story['play']): Story {
  return { render: () => <Screen />, parameters: { route }, ...(session ? { globals: { session } } : {}), play };
}

/** The same screen with one call failing once: the platform's error, a retry button, and the screen after the retry. */
function failing(Screen: ComponentType, route: string, session: Session, call: AnyCall, recovered: (context: StoryContext) => Promise<void>): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { fail: [call] } },
    globals: { session },
    play: async (context) => {
      const { tc } = await texts(context);
      const canvas = within(context.canvasElement);
      const alert = await canvas.findByRole('alert', {}, WAIT);
      await expect(alert).toHaveTextContent(tc('common.loadFailed'));
      await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
      await recovered(context);
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), WAIT);
    },
  };
}

/** The same screen with one call never answering: its loading state. */
function loading(Screen: ComponentType, route: string, session: Session, call: AnyCall): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { pending: [call] } },
    globals: { session },
    play: async (context) => {
      const { tc } = await texts(context);
      const canvas = within(context.canvasElement);
      const spinner = await canvas.findByRole('status', { name: tc('common.loading') }, WAIT);
      await expect(spinner).toBeVisible();
      // the screen's own loading state (PageState), not the text of a namespace still loading
      await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

// ---- deposit ----

async function depositForm(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('tab', { name: t('deposit.tabs.deposit') }, WAIT)).toHaveAttribute('aria-selected', 'true');
  await expect(await canvas.findByRole('form', { name: t('deposit.title') }, WAIT)).toBeVisible();
}

/** Deposit (/m/voucherCenter) for a member: the channels of the demo platform in the brand's design (`dep_func`). */
export const Deposit = screen(DepositPage, '/m/voucherCenter', 'member1', depositForm);

export const DepositLoading = loading(DepositPage, '/m/voucherCenter', 'member1', depositChannels);

export const DepositError = failing(DepositPage, '/m/voucherCenter', 'member1', depositChannels, depositForm);

/** A trial account (type 4) may not deposit: sent home (with the free-play toast). */
export const DepositAsTrial = screen(DepositPage, '/m/voucherCenter', 'trial', async ({ canvasElement }) => sentTo(canvasElement, '/m/home'));

/** A guest is sent to log in (and comes back after). */
export const DepositAsGuest = screen(DepositPage, '/m/voucherCenter', 'guest', async ({ canvasElement }) => sentTo(canvasElement, '/m/login'));

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
export const Withdraw = screen(WithdrawPage, '/m/withdraw', undefined, async (context) => {
  if ((context.globals.session ?? 'guest') === 'guest') return sentTo(context.canvasElement, '/m/login');
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await waitFor(
    () =>
      expect(canvas.queryByRole('form', { name: t('withdraw.formTitle') }) ?? canvas.queryByRole('list', { name: t('withdraw.setup.steps') })).not.toBeNull(),
    WAIT,
  );
});

/** A member ready to withdraw (demo1: payee name, withdrawal password and cards): the withdrawable balance and the form. */
export const WithdrawMember = screen(WithdrawPage, '/m/withdraw', 'member1', withdrawForm);

/** A new member (demo, type 0): the steps before the first withdrawal. */
export const WithdrawNewMember = screen(WithdrawPage, '/m/withdraw', 'member0', withdrawSetup);

/** A trial account (type 4) may withdraw (spec 001 section 7): it has set nothing up yet, so it sees the steps. */
export const WithdrawTrial = screen(WithdrawPage, '/m/withdraw', 'trial', withdrawSetup);

export const WithdrawLoading = loading(WithdrawPage, '/m/withdraw', 'member1', securityConfig);

export const WithdrawError = failing(WithdrawPage, '/m/withdraw', 'member1', bankCards, withdrawForm);

// ---- wallets ----

async function walletsShown(context: StoryContext) {
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByTestId('wallets-total', {}, WAIT)).not.toBeEmptyDOMElement();
  await expect(canvas.getByTestId('wallets-main')).not.toBeEmptyDOMElement();
}

/** The wallets (/m/wallet): the total, the main wallet and each game vendor's wallet. */
export const Wallets = screen(WalletsPage, '/m/wallet', 'member1', walletsShown);

export const WalletsLoading = loading(WalletsPage, '/m/wallet', 'member1', walletBalances);

export const WalletsError = failing(WalletsPage, '/m/wallet', 'member1', walletBalances, walletsShown);

// ---- security centre ----

/** The security centre (/m/securityCenter): each item with its state. */
export const SecurityCenter = screen(SecurityCenterPage, '/m/securityCenter', 'member1', async (context) => {
  const { t } = await texts(context);
  const list = await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT);
  await expect(within(list).getByText('Maria Silva')).toBeVisible();
});

/** A new member's security centre: nothing set yet. */
export const SecurityCenterNewMember = screen(SecurityCenterPage, '/m/securityCenter', 'member0', async (context) => {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT)).toBeVisible();
});

export const SecurityCenterError = failing(SecurityCenterPage, '/m/securityCenter', 'member1', securityConfig, async (context) => {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findByRole('list', { name: t('security.title') }, WAIT)).toBeVisible();
});

/** The bank cards item (?item=cards), masked to the last four digits. */
export const SecurityCenterCards = screen(SecurityCenterPage, '/m/securityCenter?item=cards', 'member1', async (context) => {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findByRole('list', { name: t('security.items.cards') }, WAIT)).toBeVisible();
});

// ---- records ----

async function transactionsShown(context: StoryContext) {
  const { t } = await texts(context);
  const list = await within(context.canvasElement).findByRole('list', { name: t('wallets.records.transactions') }, WAIT);
  await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
}

/** The records (/m/records): the last seven days of transactions. */
export const Records = screen(RecordsPage, '/m/records', 'member0', transactionsShown);

/** A period without transactions: the empty state. */
export const RecordsEmptyPeriod = screen(RecordsPage, '/m/records', 'member0', async (context) => {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await transactionsShown(context);
  for (const [label, value] of [
    ['wallets.records.from', '01/01/2020'],
    ['wallets.records.to', '01/31/2020'],
  ] as const) {
    const field = canvas.getByLabelText(t(label));
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
  await userEvent.click(canvas.getByRole('button', { name: t('wallets.records.apply') }));
  await expect(await canvas.findByRole('heading', { name: t('wallets.records.noTransactions') }, WAIT)).toBeVisible();
});

/** The profit and loss tab (?tab=pnl): the period's total and the days. */
export const RecordsPnl = screen(RecordsPage, '/m/records?tab=pnl', 'member0', async (context) => {
  await expect(await within(context.canvasElement).findByTestId('pnl-total', {}, WAIT)).toBeVisible();
});

export const RecordsLoading = loading(RecordsPage, '/m/records', 'member0', memberTransactions);

export const RecordsError = failing(RecordsPage, '/m/records', 'member0', memberTransactions, transactionsShown);
