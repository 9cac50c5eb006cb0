import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agentIncome, currentDailySalary, type AgentIncomeValue, type CurrentDailySalaryValue } from '@wl/api-client/catalogue';
import { demoSession, renderApp, startDemoPlatform } from '@wl/auth/testing';
import { isoDay } from '@wl/i18n';
import { AgentHomePage } from './AgentHomePage';

configure({ asyncUtilTimeout: 5000 });
const demo = startDemoPlatform();

const amount = (decimal: string) => new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(decimal));

describe('IncomeCard on the agent home', () => {
  it('shows the previous and the current income the platform answers, with where each period starts', async () => {
    const session = await demoSession(demo.app, 'agent');
    const response = await demo.app.request(agentIncome.path, { headers: { Merchant: 'WLDEMO', Token: session.token } });
    const income = ((await response.json()) as { value: AgentIncomeValue }).value;
    await renderApp(<AgentHomePage />, { route: '/m/agent', session });
    const figures = await within(await screen.findByLabelText('My income')).findByTestId('agent-income');
    const previous = within(figures).getByText('Previous period').parentElement!;
    const current = within(figures).getByText('Current period').parentElement!;
    expect(previous).toHaveTextContent(amount(income.previous));
    expect(previous).toHaveTextContent(`From ${isoDay(income.previousStart)}`);
    expect(current).toHaveTextContent(amount(income.current));
    expect(current).toHaveTextContent(`From ${isoDay(income.currentStart)}`);
    // the agent's daily salary contract is in force: today's salary so far, with the team's valid bet
    const salaryAnswer = await demo.app.request(currentDailySalary.path, { headers: { Merchant: 'WLDEMO', Token: session.token } });
    const salary = ((await salaryAnswer.json()) as { value: CurrentDailySalaryValue }).value;
    const today = (await within(figures).findByText("Today's daily salary")).parentElement!;
    expect(today).toHaveTextContent(amount(salary.amount));
    expect(today).toHaveTextContent(`Team valid bet $ ${amount(salary.validBet)}`);
  });

  it('fails inside its card with a retry, the rest of the home working', async () => {
    demo.server.use(
      http.get(`*${agentIncome.path}`, () => HttpResponse.json({ success: false, code: 'server.error', message: '' }, { status: 500 }), { once: true }),
    );
    await renderApp(<AgentHomePage />, { route: '/m/agent', session: await demoSession(demo.app, 'agent') });
    expect(await screen.findByText('Your income could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Agent menu' })).toBeInTheDocument();
    expect(await screen.findByText('Betting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('agent-income')).toHaveTextContent('Current period');
  });
});
