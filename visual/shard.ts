import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectScreen, openStorybook, shardOf, showMode, showStory } from './stories';

/**
 * The screen stories of one shard in one brand (the project): one Storybook page for the whole shard, each story
 * shown through Storybook's channel in dark mode, then shown in light mode without a re-render (as the story tests check it), each screenshot compared with its baseline.
 */
export function screenshotShard(shard: number, of: number): void {
  const stories = shardOf(shard, of);
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    page = await openStorybook(browser, String(testInfo.project.use.baseURL), testInfo.project.name);
  });
  test.afterAll(async () => page?.context().close());

  for (const story of stories)
    test(`${story.title} › ${story.name}`, async () => {
      await showStory(page, story.id);
      await expectScreen(page, story.id, 'dark');
      await showMode(page, 'light');
      await expectScreen(page, story.id, 'light');
    });
}
