import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDividend, downlines, queryDailySalary, teamPnl, type AnyCall } from '@wl/api-client/catalogue';
import type { I18n } from '@wl/i18n';
import { DividendContractPage, HourContractPage, SalaryContractPage } from './contracts/ContractPage';
import { DividendPage } from './contracts/DividendPage';
import { AgentHomePage } from './home/AgentHomePage';
import { CashBackPage, RebatesPage } from './rebates/RebatesPage';
import { AgentRegisterPage } from './register/AgentRegisterPage';
import { TeamBettingPage } from './reports/TeamBettingPage';
import { TeamPnlPage } from './reports/TeamPnlPage';
import { TransactionRecordPage } from './reports/TransactionRecordPage';
import { SalaryPage } from './salary/SalaryPage';
import { DownlinePage } from './team/DownlinePage';
import { TeamMembersPage } from './team/TeamMembersPage';
import { TeamOverviewPage } from './team/TeamOverviewPage';
import { TransferPage } from './transfer/TransferPage';

/**
 * Every screen of the agent area at its route (apps/mobile/src/app/routeTable.ts), signed in as the demo agent,
 * with its data from the demo platform (MSW). Representative screens also show their loading, error-with-retry and
 * empty states (docs/storybook.md "Screen stories"). Play functions read the expected text through i18n, so they
 * hold in every locale and brand of the toolbars.
 */
const meta: Meta = { title: 'Screens/Agent', globals: { session: 'agent' } };
export default meta;
type Story = StoryObj;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The agent namespace's and the shell's texts in the story's locale (loaded first: the screen may not have asked yet). */
async function texts(context: StoryContext) {
  const i18n = context.loaded.i18n as I18n;
  await i18n.loadNamespaces(['agent', 'translation']);
  return { t: i18n.getFixedT(null, 'agent') as unknown as Translate, tc: i18n.getFixedT(null, 'translation') as unknown as Translate };
}

const WAIT = { timeout: 8000 };

/** The screen's title, the page's one h1. */
async function heading(canvasElement: HTMLElement, name: string | RegExp) {
  return within(canvasElement).findByRole('heading', { level: 1, name }, WAIT);
}

/** A screen story: the screen at its route. */
function screen(Screen: ComponentType, route: string, play?: Story['play'], more: Partial<Story> = {}): Story {
  return { render: () => <Screen />, parameters: { route }, play, ...more };
}

/** The same screen with one call failing once: the platform's error, a retry button, and the screen after the retry. */
function failing(Screen: ComponentType, route: string, call: AnyCall, recovered: (canvasElement: HTMLElement, context: StoryContext) => Promise<void>): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { fail: [call] } },
    play: async (context) => {
      const { tc } = await texts(context);
      const canvas = within(context.canvasElement);
      const alert = await canvas.findByRole('alert', {}, WAIT);
      await expect(alert).toHaveTextContent(tc('common.loadFailed'));
      await userEvent.click(within(alert).getByRole('button', { name: tc('common.retry') }));
      await recovered(context.canvasElement, context);
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), WAIT);
    },
  };
}

/** The same screen with one call never answering: its loading state under the page's title. */
function loading(Screen: ComponentType, route: string, call: AnyCall, title: (t: Translate) => string): Story {
  return {
    render: () => <Screen />,
    parameters: { route, demo: { pending: [call] } },
    play: async (context) => {
      const { t, tc } = await texts(context);
      await heading(context.canvasElement, title(t));
      const canvas = within(context.canvasElement);
      const spinner = await canvas.findByRole('status', { name: tc('common.loading') }, WAIT);
      await expect(spinner).toBeVisible();
      // the screen's own loading state (PageState), not the text of a namespace still loading
      await expect(spinner.closest('[aria-busy="true"]')).not.toBeNull();
      await expect(canvas.queryByRole('alert')).toBeNull();
    },
  };
}

// ---- home and team ----

/** The agent home: the agent's name, today's team figures and the agent menu. */
export const AgentHome = screen(AgentHomePage, '/m/agent', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, /Demo Agent/);
  const menu = within(context.canvasElement).getByRole('navigation', { name: t('home.menu') });
  await expect(within(menu).getByRole('link', { name: t('menu.teamMembers') })).toHaveAttribute('href', '/m/member/team');
});

/** A player (type 0) opening the agent area is sent home by the AgentGuard. */
export const AgentHomeAsPlayer: Story = {
  ...screen(AgentHomePage, '/m/agent', async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Story route' }, WAIT)).toHaveTextContent('/m/home');
  }),
  globals: { session: 'member0' },
};

/** The team overview: the team's figures of the range. */
export const TeamOverview = screen(TeamOverviewPage, '/m/agent/team/overview', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('menu.teamOverview'));
  await expect(await within(context.canvasElement).findByText(t('kpi.teamSize'), {}, WAIT)).toBeVisible();
});

async function teamListed(canvasElement: HTMLElement, context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(t('team.total', { count: 28 }), {}, WAIT)).toBeVisible();
  await expect(canvas.getByRole('listitem', { name: 'team01' })).toBeVisible();
}

/** The team members, ten a page, from the demo agent's team of 28. */
export const TeamMembers = screen(TeamMembersPage, '/m/member/team', async (context) => teamListed(context.canvasElement, context));

/** No member matches the search: the empty state with its way back. */
export const TeamMembersNoMatch = screen(TeamMembersPage, '/m/member/team', async (context) => {
  const { t, tc } = await texts(context);
  const canvas = within(context.canvasElement);
  await canvas.findByRole('listitem', { name: 'team01' }, WAIT);
  await userEvent.type(canvas.getByRole('searchbox', { name: t('team.search') }), 'nobody');
  await userEvent.click(canvas.getByRole('button', { name: tc('common.search') }));
  await expect(await canvas.findByText(t('team.noMatch', { search: 'nobody' }), {}, WAIT)).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: t('team.clearSearch') }));
  await expect(await canvas.findByRole('listitem', { name: 'team01' }, WAIT)).toBeVisible();
});

export const TeamMembersLoading = loading(TeamMembersPage, '/m/member/team', downlines, (t) => t('menu.teamMembers'));

export const TeamMembersError = failing(TeamMembersPage, '/m/member/team', downlines, teamListed);

/** A downline's detail: its account facts and its rebates per product type. */
export const Downline = screen(DownlinePage, '/m/member/team/detail?account=team01', async (context) => {
  const { t } = await texts(context);
  const facts = await within(context.canvasElement).findByRole('region', { name: t('downline.facts') }, WAIT);
  await expect(within(facts).getByRole('link', { name: t('transfer.transferTo', { account: 'team01' }) })).toHaveAttribute(
    'href',
    '/m/agent/transfer?to=team01',
  );
});

// ---- money ----

async function downlinesToPick(canvasElement: HTMLElement) {
  await expect(await within(canvasElement).findByRole('checkbox', { name: /^team01,/ }, WAIT)).toBeVisible();
}

/** Transfers to downlines: the agent's balance and the downlines to pick. */
export const Transfer = screen(TransferPage, '/m/agent/transfer', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('transfer.title'));
  await downlinesToPick(context.canvasElement);
  await expect(within(context.canvasElement).getByTestId('agent-balance')).not.toBeEmptyDOMElement();
});

export const TransferLoading = loading(TransferPage, '/m/agent/transfer', downlines, (t) => t('transfer.title'));

export const TransferError = failing(TransferPage, '/m/agent/transfer', downlines, downlinesToPick);

async function dividendShown(canvasElement: HTMLElement, context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(canvasElement);
  await expect(await canvas.findByTestId('current-dividend', {}, WAIT)).not.toBeEmptyDOMElement();
  const periods = await canvas.findByRole('list', { name: t('dividend.history') }, WAIT);
  await expect(within(periods).getAllByRole('table')[0]).toHaveTextContent('team20');
}

/** Dividends: the current period's dividend and the periods with their rows per downline. */
export const Dividends = screen(DividendPage, '/m/member/agent/agentDivident', async (context) => dividendShown(context.canvasElement, context));

export const DividendsLoading = loading(DividendPage, '/m/member/agent/agentDivident', currentDividend, (t) => t('home.dividends'));

export const DividendsError = failing(DividendPage, '/m/member/agent/agentDivident', currentDividend, dividendShown);

async function salaryShown(canvasElement: HTMLElement, context: StoryContext) {
  const { t } = await texts(context);
  const mine = await within(canvasElement).findByRole('region', { name: t('salary.mine') }, WAIT);
  await expect(await within(mine).findByRole('table', {}, WAIT)).toBeVisible();
}

/** Daily salary: the agent's salary per day, the offer form and the offers made. */
export const DailySalary = screen(SalaryPage, '/m/agent/salary', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('salary.title'));
  await salaryShown(context.canvasElement, context);
  await expect(within(context.canvasElement).getByRole('form', { name: t('salary.offer') })).toBeVisible();
});

export const DailySalaryLoading = loading(SalaryPage, '/m/agent/salary', queryDailySalary, (t) => t('salary.title'));

export const DailySalaryError = failing(SalaryPage, '/m/agent/salary', queryDailySalary, salaryShown);

// ---- reports ----

async function pnlShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('table').length).toBeGreaterThan(0), WAIT);
}

/** Team profit and loss: the trend chart (with its table) and the figures per member. */
export const TeamPnl = screen(TeamPnlPage, '/m/agent/team/pnl', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('menu.teamPnl'));
  await pnlShown(context.canvasElement);
  await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
});

/** A range without activity: the report says there is nothing. */
export const TeamPnlEmptyRange = screen(TeamPnlPage, '/m/agent/team/pnl', async (context) => {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await canvas.findAllByRole('listitem', {}, WAIT);
  const [from] = canvas.getAllByLabelText(t('common.from'));
  const [to] = canvas.getAllByLabelText(t('common.to'));
  await userEvent.clear(to!);
  await userEvent.type(to!, '2020-01-31');
  await userEvent.clear(from!);
  await userEvent.type(from!, '2020-01-01');
  await userEvent.click(canvas.getAllByRole('button', { name: t('common.apply') })[0]!);
  await expect(await canvas.findByText(t('reports.empty'), {}, WAIT)).toBeVisible();
});

export const TeamPnlLoading = loading(TeamPnlPage, '/m/agent/team/pnl', teamPnl, (t) => t('menu.teamPnl'));

export const TeamPnlError = failing(TeamPnlPage, '/m/agent/team/pnl', teamPnl, async (canvasElement) => {
  await expect(await within(canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
});

/** The team's bets of the range. */
export const TeamBetting = screen(TeamBettingPage, '/m/teamBetting', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('menu.teamBetting'));
  await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
});

/** No bets of an account the team does not have: the empty report. */
export const TeamBettingNoMatch = screen(TeamBettingPage, '/m/teamBetting', async (context) => {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await canvas.findAllByRole('listitem', {}, WAIT);
  await userEvent.type(canvas.getByRole('searchbox', { name: t('betting.account') }), 'nobody');
  await expect(await canvas.findByText(t('reports.empty'), {}, WAIT)).toBeVisible();
});

/** The agent's transactions of the range. */
export const TransactionRecord = screen(TransactionRecordPage, '/m/transaction/record', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('menu.transactions'));
  await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
});

/** The agent's rebate rates per product type. */
export const Rebates = screen(RebatesPage, '/m/member/agent/agentRebeat', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('menu.rebates'));
  await expect(await within(context.canvasElement).findAllByText(t('rebates.max'), {}, WAIT)).not.toHaveLength(0);
});

/** The same rates from the member centre's team rebate entry (/m/member/teamRebate, inside the shell). */
export const TeamRebate = screen(CashBackPage, '/m/member/teamRebate', async (context) => {
  const { t } = await texts(context);
  await expect(await within(context.canvasElement).findAllByText(t('rebates.max'), {}, WAIT)).not.toHaveLength(0);
});

// ---- opening accounts ----

/** Opening a downline account: the form and the agent's quota per rebate level. */
export const AgentRegister = screen(AgentRegisterPage, '/m/agentRegister', async (context) => {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByLabelText(t('register.username'), {}, WAIT)).toBeVisible();
  await expect(await canvas.findByTestId('agent-quota', {}, WAIT)).toBeVisible();
});

/** The affiliate links tab (?tab=links), where the menu's affiliate entry leads. */
export const AffiliateLinks = screen(AgentRegisterPage, '/m/agentRegister?tab=links', async (context) => {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('tab', { name: t('affiliate.tabLinks') }, WAIT)).toHaveAttribute('aria-selected', 'true');
  await expect(canvas.getByRole('tabpanel', { name: t('affiliate.tabLinks') })).toBeVisible();
});

// ---- contracts ----

/** The daily salary contract offered to the agent: its terms and history. */
export const SalaryContract = screen(SalaryContractPage, '/m/member/agent/getSalaryContract', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('contracts.dailySalary'));
  await expect(await within(context.canvasElement).findByRole('region', { name: t('contracts.terms') }, WAIT)).toBeVisible();
});

/** The dividend contract. */
export const DividendContract = screen(DividendContractPage, '/m/member/agent/getDevidendContract', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('contracts.dividend'));
  const canvas = within(context.canvasElement);
  await waitFor(() => expect(canvas.queryByRole('region', { name: t('contracts.terms') }) ?? canvas.queryByText(t('contracts.none'))).not.toBeNull(), WAIT);
});

/** The hourly salary contract: the demo agent has none (the empty state). */
export const HourContract = screen(HourContractPage, '/m/member/agent/getHourContract', async (context) => {
  const { t } = await texts(context);
  await heading(context.canvasElement, t('contracts.hourSalary'));
  await expect(await within(context.canvasElement).findByText(t('contracts.none'), {}, WAIT)).toBeVisible();
});
