// The copy-paste check of issue 39 (decision 087): jscpd over the packages and the app, with its settings and what it
// leaves out in .jscpd.json (tests, stories, translations, the catalogue and wire types, the demo platform, the brand
// build's Node code: data and boilerplate, not logic). A block of 6 lines and 50 tokens found twice is a clone.
// The clones still there are listed below, each with what would take it away; the check fails on any other, so a
// change adds none, and one that takes a listed clone away takes it off the list.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// jscpd's command (its module runs the command on load, with the importing process's arguments)
const JSCPD = path.join(root, 'node_modules/jscpd/bin/jscpd');
/** One side of a clone in jscpd's JSON report: the file and its lines. */
interface Place {
  name: string;
  start: number;
  end: number;
}

/**
 * The clones left (2026-11-29: 18 when the check came, 9 now), by the two files they join (in either order).
 * What takes each away is issue 39's work: layout primitives in ui-kit (item 1), one money flow (item 2).
 */
const KNOWN: readonly (readonly [string, string])[] = [
  // the two tile designs' imports and props
  ['packages/games/src/ui/tiles/CardTile.tsx', 'packages/games/src/ui/tiles/IconTile.tsx'],
  // a close button's look: a ui-kit IconButton size
  ['packages/ui-kit/src/Toast/Toast.tsx', 'apps/mobile/src/shell/UserMenu.tsx'],
  // a pill link or choice: a ui-kit chip (item 1)
  ['packages/protection/src/page/ui.tsx', 'apps/mobile/src/shell/Footer.tsx'],
  // a grid of tiles with an icon and a name: a ui-kit tile grid (item 1)
  ['packages/games/src/hub/VendorTiles.tsx', 'packages/cashier/src/deposit/variants/ClassicDeposit.tsx'],
  ['packages/content/src/notice/NoticePage.tsx', 'packages/cashier/src/deposit/variants/ClassicDeposit.tsx'],
  // a sunken field's look (a text area, a select): a ui-kit field surface (item 1)
  ['packages/content/src/messages/VerificationSection.tsx', 'packages/ui-kit/src/QrCode/LinkText.tsx'],
  ['packages/cashier/src/wallets/ui.tsx', 'packages/ui-kit/src/QrCode/LinkText.tsx'],
  // a money form's send and reconcile: the one money flow (item 2)
  ['packages/agent/src/transfer/TransferPage.tsx', 'packages/cashier/src/withdraw/WithdrawPage.tsx'],
  ['packages/agent/src/contracts/DividendPage.tsx', 'packages/agent/src/transfer/TransferPage.tsx'],
];

it('finds no block of code repeated elsewhere beyond the clones listed, and each listed one is still there', { timeout: 120_000 }, () => {
  const output = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-jscpd-'));
  let clones: { firstFile: Place; secondFile: Place }[];
  try {
    execFileSync(process.execPath, [JSCPD, '--config', '.jscpd.json', '--reporters', 'json', '--output', output, '--silent'], { cwd: root, stdio: 'pipe' });
    clones = JSON.parse(fs.readFileSync(path.join(output, 'jscpd-report.json'), 'utf8')).duplicates;
  } finally {
    fs.rmSync(output, { recursive: true, force: true });
  }
  const relative = (place: Place) => path.relative(root, path.resolve(root, place.name));
  const found = clones.map(({ firstFile: a, secondFile: b }) => ({
    files: [relative(a), relative(b)] as const,
    where: `${relative(a)}:${a.start}-${a.end} = ${relative(b)}:${b.start}-${b.end}`,
  }));
  const listed = (files: readonly [string, string]) => KNOWN.findIndex(([x, y]) => (x === files[0] && y === files[1]) || (x === files[1] && y === files[0]));
  // a new clone: take it away (move the block to a module both use), never add it to the list
  expect(found.filter((clone) => listed(clone.files) < 0).map((clone) => clone.where)).toEqual([]);
  // a listed clone gone: take it off the list, so that it cannot come back
  const gone = KNOWN.filter((_, index) => !found.some((clone) => listed(clone.files) === index));
  expect(gone).toEqual([]);
});
