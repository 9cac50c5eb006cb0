import { expect, test } from './fixtures';

// Items of the spec walk (issue 24) that belong to the shell and the gates: what a guest meets however a page
// is reached. The home paths behind nginx are in release.spec.ts.
test.describe('gates and the guest', () => {
  test('a guest typing the address of any member page goes to log in, and comes back after it', async ({ page }) => {
    for (const path of ['/m/launchGame?gameId=1', '/m/member/teamRebate', '/m/webEmail', '/m/securityCenter', '/m/member/home', '/m/changePsw']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/m\/login$/);
    }
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByLabel('Username')).toHaveValue('demo');
  });

  test('a guest who presses member centre gets the register prompt: cancel stays, register now registers', async ({ page }) => {
    await page.goto('/m/activity');
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await tabs.getByRole('button', { name: 'Member centre' }).click();
    const prompt = page.getByRole('dialog', { name: 'Member centre' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await tabs.getByRole('button', { name: 'Member centre' }).click();
    await prompt.getByRole('button', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });
});
