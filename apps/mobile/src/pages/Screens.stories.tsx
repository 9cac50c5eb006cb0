import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { screenStory, STORY_WAIT, storyTexts } from '@wl/ui-kit/story';
import { HomePage } from './HomePage';
import { UnavailablePage } from './UnavailablePage';

/**
 * The app's own screens at their routes (apps/mobile/src/app/routeTable.ts): home in the brand's design and the
 * frame of a route the merchant does not offer. docs/storybook.md "Screen stories".
 */
const meta: Meta = { title: 'Screens/App' };
export default meta;

/** Home's links to the first announcement and to the slot games: its ticker and game area have loaded. */
async function homeShown({ canvasElement }: StoryContext) {
  const hrefs = () =>
    within(canvasElement)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
  await waitFor(() => expect(hrefs()).toContain('/m/notice?index=0'), STORY_WAIT);
  await waitFor(() => expect(hrefs()).toContain('/m/slot-games'), STORY_WAIT);
}

/** Home as a guest: banners, ticker, jackpot and the game area from the demo platform. */
export const Home = screenStory(HomePage, '/m/home', { session: 'guest', play: homeShown });

/** Home for a member (demo1): the same page, the member's session renewed on load. */
export const HomeAsMember = screenStory(HomePage, '/m/home', { session: 'member1', play: homeShown });

/** A route whose screen this merchant does not offer yet (/m/app): a clear state and a way home. */
export const NotAvailable = screenStory(UnavailablePage, '/m/app', {
  play: async (context) => {
    const { t } = await storyTexts(context, 'translation');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('pages.notAvailable') }, STORY_WAIT)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('pages.goHome') })).toHaveAttribute('href', '/m/home');
  },
});
