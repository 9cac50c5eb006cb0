import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentDividend, downlines, queryDailySalary, teamPnl } from '@wl/api-client/catalogue';
import { failingStory, findHeading as heading, loadingStory, screenStory, STORY_WAIT as WAIT, storyTexts, sentToStory } from '@wl/ui-kit/story';
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

/** The agent namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'agent');

// ---- home and team ----

/** The agent home: the agent's name, today's team figures and the agent menu (the brand's entries). */
export const AgentHome = screenStory(AgentHomePage, '/m/agent', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, /Demo Agent/);
    // the entries are the brand's menu keys (the lotus menu has no team members entry)
    const menu = within(context.canvasElement).getByRole('navigation', { name: t('home.menu') });
    await expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0);
  },
});

/** A player (type 0) opening the agent area is sent home by the AgentGuard. */
export const AgentHomeAsPlayer = sentToStory(AgentHomePage, '/m/agent', 'member0', '/m/home');

/** The team overview: the team's figures of the range. */
export const TeamOverview = screenStory(TeamOverviewPage, '/m/agent/team/overview', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('menu.teamOverview'));
    await expect(await within(context.canvasElement).findByText(t('kpi.teamSize'), {}, WAIT)).toBeVisible();
  },
});

async function teamListed(context: StoryContext) {
  const { canvasElement } = context;
  const { t } = await texts(context);
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(t('team.total', { count: 28 }), {}, WAIT)).toBeVisible();
  await expect(canvas.getByRole('listitem', { name: 'team01' })).toBeVisible();
}

/** The team members, ten a page, from the demo agent's team of 28. */
export const TeamMembers = screenStory(TeamMembersPage, '/m/member/team', { play: teamListed });

/** No member matches the search: the empty state with its way back. */
export const TeamMembersNoMatch = screenStory(TeamMembersPage, '/m/member/team', {
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await canvas.findByRole('listitem', { name: 'team01' }, WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('team.search') }), 'nobody');
    await userEvent.click(canvas.getByRole('button', { name: tc('common.search') }));
    await expect(await canvas.findByText(t('team.noMatch', { search: 'nobody' }), {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('team.clearSearch') }));
    await expect(await canvas.findByRole('listitem', { name: 'team01' }, WAIT)).toBeVisible();
  },
});

export const TeamMembersLoading = loadingStory(TeamMembersPage, '/m/member/team', downlines, { title: { namespace: 'agent', key: 'menu.teamMembers' } });

export const TeamMembersError = failingStory(TeamMembersPage, '/m/member/team', downlines, teamListed);

/** A downline's detail: its account facts and its rebates per product type. */
export const Downline = screenStory(DownlinePage, '/m/member/team/detail?account=team01', {
  play: async (context) => {
    const { t } = await texts(context);
    const facts = await within(context.canvasElement).findByRole('region', { name: t('downline.facts') }, WAIT);
    await expect(within(facts).getByRole('link', { name: t('transfer.transferTo', { account: 'team01' }) })).toHaveAttribute(
      'href',
      '/m/agent/transfer?to=team01',
    );
  },
});

// ---- money ----

async function downlinesToPick({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(await within(canvasElement).findByRole('checkbox', { name: /^team01,/ }, WAIT)).toBeVisible();
}

/** Transfers to downlines: the agent's balance and the downlines to pick. */
export const Transfer = screenStory(TransferPage, '/m/agent/transfer', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('transfer.title'));
    await downlinesToPick(context);
    await expect(within(context.canvasElement).getByTestId('agent-balance')).not.toBeEmptyDOMElement();
  },
});

export const TransferLoading = loadingStory(TransferPage, '/m/agent/transfer', downlines, { title: { namespace: 'agent', key: 'transfer.title' } });

export const TransferError = failingStory(TransferPage, '/m/agent/transfer', downlines, downlinesToPick);

async function dividendShown(context: StoryContext) {
  const { canvasElement } = context;
  const { t } = await texts(context);
  const canvas = within(canvasElement);
  await expect(await canvas.findByTestId('current-dividend', {}, WAIT)).not.toBeEmptyDOMElement();
  const periods = await canvas.findByRole('list', { name: t('dividend.history') }, WAIT);
  await expect(within(periods).getAllByRole('table')[0]).toHaveTextContent('team20');
}

/** Dividends: the current period's dividend and the periods with their rows per downline. */
export const Dividends = screenStory(DividendPage, '/m/member/agent/agentDivident', { play: dividendShown });

export const DividendsLoading = loadingStory(DividendPage, '/m/member/agent/agentDivident', currentDividend, {
  title: { namespace: 'agent', key: 'home.dividends' },
});

export const DividendsError = failingStory(DividendPage, '/m/member/agent/agentDivident', currentDividend, dividendShown);

async function salaryShown(context: StoryContext) {
  const { canvasElement } = context;
  const { t } = await texts(context);
  const mine = await within(canvasElement).findByRole('region', { name: t('salary.mine') }, WAIT);
  await expect(await within(mine).findByRole('table', {}, WAIT)).toBeVisible();
}

/** Daily salary: the agent's salary per day, the offer form and the offers made. */
export const DailySalary = screenStory(SalaryPage, '/m/agent/salary', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('salary.title'));
    await salaryShown(context);
    await expect(within(context.canvasElement).getByRole('form', { name: t('salary.offer') })).toBeVisible();
  },
});

export const DailySalaryLoading = loadingStory(SalaryPage, '/m/agent/salary', queryDailySalary, { title: { namespace: 'agent', key: 'salary.title' } });

export const DailySalaryError = failingStory(SalaryPage, '/m/agent/salary', queryDailySalary, salaryShown);

// ---- reports ----

async function pnlShown({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getAllByRole('table').length).toBeGreaterThan(0), WAIT);
}

/** Team profit and loss: the trend chart (with its table) and the figures per member. */
export const TeamPnl = screenStory(TeamPnlPage, '/m/agent/team/pnl', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('menu.teamPnl'));
    await pnlShown(context);
    await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
  },
});

/** A range without activity: the report says there is nothing. */
export const TeamPnlEmptyRange = screenStory(TeamPnlPage, '/m/agent/team/pnl', {
  play: async (context) => {
    const { t, tc } = await texts(context);
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('listitem', {}, WAIT);
    // typed as the brand writes days (the specification's MM/DD/YYYY in Storybook)
    const [from] = canvas.getAllByLabelText(tc('common.dateRange.from'));
    const [to] = canvas.getAllByLabelText(tc('common.dateRange.to'));
    await userEvent.clear(to!);
    await userEvent.type(to!, '01/31/2020');
    await userEvent.clear(from!);
    await userEvent.type(from!, '01/01/2020');
    await userEvent.click(canvas.getAllByRole('button', { name: tc('common.dateRange.apply') })[0]!);
    await expect(await canvas.findByText(t('reports.empty'), {}, WAIT)).toBeVisible();
  },
});

export const TeamPnlLoading = loadingStory(TeamPnlPage, '/m/agent/team/pnl', teamPnl, { title: { namespace: 'agent', key: 'menu.teamPnl' } });

export const TeamPnlError = failingStory(TeamPnlPage, '/m/agent/team/pnl', teamPnl, async ({ canvasElement }) => {
  await expect(await within(canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
});

/** The team's bets of the range. */
export const TeamBetting = screenStory(TeamBettingPage, '/m/teamBetting', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('menu.teamBetting'));
    await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
  },
});

/** No bets of an account the team does not have: the empty report. */
export const TeamBettingNoMatch = screenStory(TeamBettingPage, '/m/teamBetting', {
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('listitem', {}, WAIT);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('betting.account') }), 'nobody');
    await expect(await canvas.findByText(t('reports.empty'), {}, WAIT)).toBeVisible();
  },
});

/** The agent's transactions of the range. */
export const TransactionRecord = screenStory(TransactionRecordPage, '/m/transaction/record', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('menu.transactions'));
    await expect(await within(context.canvasElement).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
  },
});

/** The agent's rebate rates per product type. */
export const Rebates = screenStory(RebatesPage, '/m/member/agent/agentRebeat', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('menu.rebates'));
    await expect(await within(context.canvasElement).findAllByText(t('rebates.teamLimit'), {}, WAIT)).not.toHaveLength(0);
  },
});

/** The member's own rates from the member centre's team rebate entry (/m/member/teamRebate, inside the shell). */
export const TeamRebate = screenStory(CashBackPage, '/m/member/teamRebate', {
  play: async (context) => {
    const { t } = await texts(context);
    await expect(await within(context.canvasElement).findAllByText(t('rebates.products.RNG'), {}, WAIT)).not.toHaveLength(0);
    await expect(within(context.canvasElement).queryByText(t('rebates.teamLimit'))).toBeNull();
  },
});

// ---- opening accounts ----

/** Opening a downline account: the form and the agent's quota per rebate level. */
export const AgentRegister = screenStory(AgentRegisterPage, '/m/agentRegister', {
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByLabelText(t('register.username'), {}, WAIT)).toBeVisible();
    await expect(await canvas.findByTestId('agent-quota', {}, WAIT)).toBeVisible();
  },
});

/** The affiliate links tab (?tab=links), where the menu's affiliate entry leads. */
export const AffiliateLinks = screenStory(AgentRegisterPage, '/m/agentRegister?tab=links', {
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('tab', { name: t('affiliate.tabLinks') }, WAIT)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: t('affiliate.tabLinks') })).toBeVisible();
  },
});

// ---- contracts ----

/** The daily salary contract offered to the agent: its terms and history. */
export const SalaryContract = screenStory(SalaryContractPage, '/m/member/agent/getSalaryContract', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('contracts.dailySalary'));
    await expect(await within(context.canvasElement).findByRole('region', { name: t('contracts.terms') }, WAIT)).toBeVisible();
  },
});

/** The dividend contract. */
export const DividendContract = screenStory(DividendContractPage, '/m/member/agent/getDevidendContract', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('contracts.dividend'));
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.queryByRole('region', { name: t('contracts.terms') }) ?? canvas.queryByText(t('contracts.none'))).not.toBeNull(), WAIT);
  },
});

/** The hourly salary contract: the demo agent has none (the empty state). */
export const HourContract = screenStory(HourContractPage, '/m/member/agent/getHourContract', {
  play: async (context) => {
    const { t } = await texts(context);
    await heading(context.canvasElement, t('contracts.hourSalary'));
    await expect(await within(context.canvasElement).findByText(t('contracts.none'), {}, WAIT)).toBeVisible();
  },
});
