// Issue 39 item 2 (decision 088): every screen that moves money sends it through the one money flow (`useMoneyFlow`:
// its key, its lock, the records read after a lost answer), and every one confirmed by a password asks it in the one
// confirmation (`MoneyConfirm`). The lists below are the money screens; a new one is added here, and the test fails
// when a screen sends an idempotency key its own way or confirms a password operation in a dialog of its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The screens that move money, each through `useMoneyFlow`. */
const MONEY_SCREENS = [
  'packages/agent/src/contracts/DividendPage.tsx',
  'packages/agent/src/transfer/TransferPage.tsx',
  'packages/cashier/src/deposit/DepositForm.tsx',
  'packages/cashier/src/wallets/TransferForm.tsx',
  'packages/cashier/src/wallets/WalletsPage.tsx',
  'packages/cashier/src/withdraw/WithdrawPage.tsx',
  'packages/content/src/promotions/PromotionAction.tsx',
  'packages/games/src/betRecords/OrderDetail.tsx',
  'packages/rewards/src/points/ConfirmWithPassword.tsx',
  'packages/rewards/src/redRain/RedRainPage.tsx',
  'packages/rewards/src/rewardCenter/RaffleCard.tsx',
  'packages/rewards/src/rewardCenter/RewardCard.tsx',
];

/** Of those, the ones the player confirms first (with a password where the platform asks one), in `MoneyConfirm`. */
const CONFIRMED = [
  'packages/agent/src/contracts/DividendPage.tsx',
  'packages/agent/src/transfer/TransferPage.tsx',
  'packages/cashier/src/withdraw/WithdrawPage.tsx',
  'packages/games/src/betRecords/OrderDetail.tsx',
  'packages/rewards/src/points/ConfirmWithPassword.tsx',
];

/** The source of the site's packages and app: no tests, stories, demo platform or catalogue (which describes the calls). */
function sources(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'catalogue' && entry.name !== 'protocol') walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) found.push(file);
    }
  };
  for (const pkg of fs.readdirSync(path.join(root, 'packages'))) if (pkg !== 'demo-api') walk(`packages/${pkg}/src`);
  walk('apps/mobile/src');
  return found.sort();
}

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

it('sends every money operation through the one money flow, from the screens listed', () => {
  const files = sources();
  // a screen passes an idempotency key to an endpoint: it is a money screen
  const sending = files.filter((file) => !/Api\.ts$/.test(file) && !file.startsWith('packages/api-client/') && /idempotencyKey/.test(read(file)));
  expect(sending).toEqual(MONEY_SCREENS);
  // the flow itself, or rewards' claim cards' `useCardClaim`, which runs it
  for (const file of MONEY_SCREENS) expect(read(file), file).toMatch(/\buse(MoneyFlow|CardClaim)\(/);
  expect(read('packages/rewards/src/rewardCenter/shared.tsx')).toMatch(/\buseMoneyFlow\(/);
  // the key is made in one place (defined in money.ts)
  expect(files.filter((file) => /(?<!function )\bnewIdempotencyKey\(\)/.test(read(file)))).toEqual(['packages/api-client/src/moneyOperation.ts']);
});

it('asks for the confirmation of a money operation in the one confirmation, never a dialog or prompt of its own', () => {
  for (const file of MONEY_SCREENS) {
    const text = read(file);
    // a password asked beside the flow, outside the one confirmation
    expect(text, file).not.toMatch(/<PinField\b|type="password"/);
    if (!CONFIRMED.includes(file)) continue;
    expect(text, file).toMatch(/<MoneyConfirm\b/);
    // a confirmation of its own
    expect(text, file).not.toMatch(/<Prompt\b/);
  }
});
