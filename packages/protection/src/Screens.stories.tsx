import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { protectionRules } from '@wl/api-client/catalogue';
import { failingStory, loadingStory, screenStory, STORY_WAIT as WAIT, storyTexts, sentToStory } from '@wl/ui-kit/story';
import { ResponsibleGamingPage } from './page/ResponsibleGamingPage';

/**
 * Player protection's screen at its route (apps/mobile/src/app/routeTable.ts) with its data from the demo platform
 * (MSW): responsible gaming, per session (docs/storybook.md "Screen stories"). Play functions read the expected text
 * through i18n, so they hold in every locale and brand of the toolbars.
 */
const meta: Meta = { title: 'Screens/Protection' };
export default meta;

/** The protection namespace's and the shell's texts in the story's locale. */
const texts = (context: StoryContext) => storyTexts(context, 'protection');

const ROUTE = '/m/responsibleGaming';

async function memberTools(context: StoryContext) {
  const { t } = await texts(context);
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByRole('form', { name: t('limits.title') }, WAIT)).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t('reality.title') })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t('exclusion.selfTitle') })).toBeVisible();
}

/** Responsible gaming (/m/responsibleGaming) for a member: limits, reality check, a break and self-exclusion. */
export const ResponsibleGaming = screenStory(ResponsibleGamingPage, ROUTE, { session: 'member0', play: memberTools });

export const ResponsibleGamingLoading = loadingStory(ResponsibleGamingPage, ROUTE, protectionRules, { session: 'member0' });

export const ResponsibleGamingError = failingStory(ResponsibleGamingPage, ROUTE, protectionRules, memberTools, { session: 'member0' });

/** A guest reads what the tools are (the platform's rules) and is offered to log in. */
export const ResponsibleGamingAsGuest = screenStory(ResponsibleGamingPage, ROUTE, {
  session: 'guest',
  play: async (context) => {
    const { t } = await texts(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('page.guest'), {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('page.logIn') })).toHaveAttribute('href', '/m/login');
  },
});

/** A trial account (type 4) has no real money to limit: refused (the free_reject toast) and sent home. */
export const ResponsibleGamingAsTrial = sentToStory(ResponsibleGamingPage, ROUTE, 'trial', '/m/home');
