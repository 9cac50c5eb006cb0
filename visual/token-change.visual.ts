import { expect, test } from '@playwright/test';
import { openStorybook, screenStories, showStory } from './stories';

/**
 * The comparison can fail: one colour token changed (brand.primary, the colour of the deposit button) makes the
 * screenshot of a screen story differ from its baseline, and restoring it makes it match again.
 */
test('a one-token colour change fails the comparison', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'default', 'shown once, in the reference brand');
  // updating the baselines must never write the changed colour into one
  test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'not while the baselines are updated');
  const story = screenStories().find((entry) => entry.id === 'screens-cashier--deposit');
  expect(story, 'the deposit screen story exists').toBeDefined();
  const page = await openStorybook(browser, String(testInfo.project.use.baseURL), 'default');
  await showStory(page, story!.id);
  const name = `${story!.id}--dark.png`;
  await expect(page).toHaveScreenshot(name);

  await page.evaluate(() => document.documentElement.style.setProperty('--color-brand-primary', '#00a86b'));
  const failure = await expect(page)
    .toHaveScreenshot(name, { timeout: 3_000 })
    .then(() => undefined)
    .catch((error: Error) => error);
  expect(failure?.message, 'the changed token is caught').toMatch(/pixels? .*different|different/i);

  await page.evaluate(() => document.documentElement.style.removeProperty('--color-brand-primary'));
  await expect(page).toHaveScreenshot(name);
  await page.context().close();
});
