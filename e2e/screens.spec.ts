import type { Page } from '@playwright/test';
import { closeIfShown, closeLoginAnnouncement, expect, logIn, test } from './fixtures';

// Review screenshots for designers and for the "look at what you built" step: each screen below at 320 and 390 px,
// dark and light, 100 % and 200 % text, in the brand under test, saved as PNG under the test's output folder
// (test-results/e2e/...). They are looked at, not compared; each shot also checks that nothing runs past the right
// edge. Tagged @shots, so `pnpm test:e2e` leaves them out (decision 051); take them with
//   E2E_SHOTS=1 E2E_BRANDS=default,sol pnpm test:e2e e2e/screens.spec.ts
// (add `--grep "reward centre"` for one screen).

interface Screen {
  name: string;
  /** who is logged in: nobody, the demo member, or the demo agent */
  member: boolean | 'agent';
  /** opens the screen from a loaded page and waits until its content is there */
  open: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    member: false,
    open: async (page) => {
      await page.goto('/m/home');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    },
  },
  {
    name: 'member home',
    member: true,
    open: async (page) => {
      await page.goto('/m/home');
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    },
  },
  {
    name: 'member centre',
    member: true,
    open: async (page) => {
      await page.goto('/m/member/home');
      await expect(page.getByRole('main')).toBeVisible();
    },
  },
  {
    name: 'game list',
    member: false,
    open: async (page) => {
      await page.goto('/m/slot-games');
      await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    },
  },
  {
    name: 'deposit',
    member: true,
    open: async (page) => {
      await page.goto('/m/voucherCenter');
      await expect(page.getByLabel('Amount').first()).toBeVisible();
    },
  },
  {
    name: 'withdraw',
    member: true,
    open: async (page) => {
      await page.goto('/m/withdraw');
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'withdraw records',
    member: true,
    open: async (page) => {
      await page.goto('/m/withdraw?tab=records');
      await expect(page.getByRole('tab', { name: 'Records', selected: true })).toBeVisible();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'records',
    member: true,
    open: async (page) => {
      await page.goto('/m/records');
      await expect(page.getByRole('tab', { name: 'Transactions' })).toBeVisible();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'security centre',
    member: true,
    open: async (page) => {
      await page.goto('/m/securityCenter');
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'reward centre',
    member: true,
    open: async (page) => {
      await page.goto('/m/rewardCenter');
      await expect(page.getByTestId('points-balance')).toBeVisible();
    },
  },
  {
    name: 'invite friends',
    member: true,
    open: async (page) => {
      await page.goto('/m/inviteFriends');
      await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
    },
  },
  {
    name: 'referral dialog',
    member: true,
    open: async (page) => {
      const promotions = page.waitForResponse((r) => r.url().includes('MCSFE_getAvailablePromotions'), { timeout: 10_000 });
      await page.goto('/m/home');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      const tab = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Invite friends' });
      // the tab shows where the merchant's REFERRAL promotion is on (known once the promotions are read)
      await promotions.catch(() => undefined);
      test.skip(!(await tab.isVisible()), 'no invite-friends tab for this merchant');
      await tab.click();
      await expect(page.getByRole('dialog').getByRole('img', { name: /QR code/i })).toBeVisible();
    },
  },
  {
    name: 'red-packet rain',
    member: true,
    open: async (page) => {
      await page.goto('/m/redRain');
      await expect(page.getByRole('heading', { name: 'Red-packet rain', level: 1 })).toBeVisible();
      await expect(page.getByText(/^Entries left today/)).toBeVisible();
    },
  },
  {
    name: 'bet records',
    member: true,
    open: async (page) => {
      await page.goto('/m/betRecords');
      await expect(page.getByRole('list', { name: 'Lottery bets' })).toBeVisible();
    },
  },
  {
    name: 'bet detail',
    member: true,
    open: async (page) => {
      await page.goto('/m/betRecords?status=pending');
      await page.getByRole('list', { name: 'Lottery bets' }).getByRole('link').first().click();
      await expect(page.getByRole('button', { name: /^Cancel / }).first()).toBeVisible();
    },
  },
  {
    name: 'responsible gaming',
    member: true,
    open: async (page) => {
      await page.goto('/m/responsibleGaming');
      await expect(page.getByRole('button', { name: 'Save limits' })).toBeVisible();
    },
  },
  {
    name: 'age prompt',
    member: false,
    open: async (page) => {
      // a device that confirmed a lower age than the brand's is asked again
      await page.evaluate(() => localStorage.setItem('wl.ageConfirmed', '1'));
      await page.goto('/m/home');
      await expect(page.getByRole('dialog', { name: /or older\?$/ })).toBeVisible();
    },
  },
  {
    name: 'reality check',
    member: true,
    open: async (page) => {
      await page.goto('/m/responsibleGaming');
      await page.getByRole('radio', { name: 'Every 15 minutes' }).check();
      // once the interval is saved and the session's start read, 15 minutes pass on the page's clock
      await expect(async () => {
        await page.clock.fastForward('15:00');
        await expect(page.getByRole('dialog', { name: 'Reality check' })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    },
  },
  // the agent area (issue 20): the agent's pending contract prompt is answered "Cancel" first where it shows
  {
    name: 'agent home',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agent');
      await closeIfShown(page, 'Contract waiting', 'Decide later');
      await expect(page.getByRole('navigation', { name: 'Agent menu' })).toBeVisible();
    },
  },
  {
    name: 'agent transfer',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agent/transfer?to=team01,team02');
      await expect(page.getByLabel('Amount for team02')).toBeVisible();
    },
  },
  {
    name: 'agent dividends',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/member/agent/agentDivident');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'agent daily salary',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agent/salary');
      await expect(page.getByRole('table', { name: /^Daily salary by day/ })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'agent downline',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/member/team/detail?account=team01');
      await expect(page.getByRole('button', { name: 'Save rebates' })).toBeVisible();
    },
  },
  {
    name: 'agent team pnl',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agent/team/pnl');
      await expect(page.locator('canvas').first()).toBeVisible();
    },
  },
  {
    name: 'agent team overview',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agent/team/overview');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'agent affiliate links',
    member: 'agent',
    open: async (page) => {
      await page.goto('/m/agentRegister?tab=links');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    // issue 45: parts of home whose code cannot be had (the jackpot and the winners board here) fail in their place
    name: 'home parts that cannot load',
    member: false,
    open: async (page) => {
      await page.context().route(/\/assets\/(JackpotCounter|WinnersBoard)-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
      await page.goto('/m/home');
      await expect(page.getByRole('alert').filter({ hasText: 'Loading failed' }).first()).toBeVisible();
      // the winners board's place, below the fold
      await page.keyboard.press('End');
      await page.waitForTimeout(1000);
      await page.keyboard.press('Home');
    },
  },
  {
    // issue 45: a screen whose code cannot be had, offline, in the app's frame
    name: 'screen offline in the frame',
    member: false,
    open: async (page) => {
      await page.context().setOffline(false);
      await page.goto('/m/home');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await page.context().setOffline(true);
      // the promotions tab: its code (or, when it has not loaded, the screen's own error) and its data's retry
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
      await expect(page.getByRole('alert').or(page.getByTestId('screen-error')).first()).toBeVisible();
    },
  },
];

const file = (text: string) => text.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

test.describe('review screenshots', { tag: ['@shots', '@every-brand'] }, () => {
  test.describe.configure({ timeout: 180_000 });
  // the code comes from the network, never from the service worker's cache: the failing parts above fail
  test.use({ serviceWorkers: 'block' });
  for (const screen of SCREENS) {
    test(screen.name, async ({ page, brand }, testInfo) => {
      // the reality check's interval passes on the page's clock
      if (screen.name === 'reality check') await page.clock.install();
      await page.goto('/m/home');
      if (screen.member) {
        await logIn(page, screen.member === 'agent' ? { username: 'agent', password: 'Demo1234' } : undefined);
        await expect(page).toHaveURL(/\/m\/home$/);
        await closeLoginAnnouncement(page);
      }
      const overflow: string[] = [];
      for (const mode of ['dark', 'light'] as const) {
        await page.evaluate((m) => localStorage.setItem('theme', m), mode);
        for (const width of [320, 390]) {
          await page.setViewportSize({ width, height: 780 });
          await screen.open(page);
          for (const text of ['100%', '200%']) {
            await page.evaluate((size) => (document.documentElement.style.fontSize = size), text);
            await page.waitForTimeout(300);
            const shot = `${brand.id}-${file(screen.name)}-${width}-${mode}-${text.replace('%', '')}.png`;
            await page.screenshot({ path: testInfo.outputPath(shot), fullPage: true });
            const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
            if (scrollWidth > width) overflow.push(`${shot}: ${scrollWidth} px`);
          }
        }
      }
      expect(overflow).toEqual([]);
    });
  }
});

// The brands side by side for docs/brands.md: each brand's home (a guest) and member centre at 360 px in its default
// mode, written to docs/brands/ (run with E2E_SHOTS=1 after a release build of every brand, and commit the images).
test.describe('brand gallery', { tag: ['@shots', '@every-brand'] }, () => {
  test('home and member centre', async ({ page, brand }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Games', exact: true })).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `docs/brands/${brand.id}-home.png` });
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeLoginAnnouncement(page);
    await page.goto('/m/member/home');
    await expect(page.getByRole('link', { name: 'Security centre' })).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `docs/brands/${brand.id}-member-centre.png` });
  });
});
