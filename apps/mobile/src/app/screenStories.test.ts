// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRoute, ROUTES } from './routeTable';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The screen story files: one per area (docs/storybook.md "Screen stories"). */
function screenStoryFiles(): string[] {
  const packages = fs.readdirSync(path.join(root, 'packages')).map((dir) => path.join(root, 'packages', dir, 'src/Screens.stories.tsx'));
  return [...packages, path.join(root, 'apps/mobile/src/pages/Screens.stories.tsx')].filter((file) => fs.existsSync(file));
}

/** The routes screen stories open: the route argument of the story kit's builders, `parameters.route`, or a route constant. */
function storyRoutes(): string[] {
  const routes: string[] = [];
  for (const file of screenStoryFiles()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:screenStory|loadingStory|failingStory)\(\s*\w+,\s*'([^']+)'|route:\s*'([^']+)'|const [A-Z_]+ = '(\/m\/[^']*)'/g))
      routes.push((match[1] ?? match[2] ?? match[3])!);
  }
  return routes;
}

describe('screen stories (issue 22 item 4)', () => {
  it('every screen of the route table has a story at one of its routes', () => {
    const covered = new Set(storyRoutes().map((route) => findRoute(new URL(route, 'http://story').pathname)?.screen));
    const screens = new Set(ROUTES.map((route) => route.screen));
    expect([...screens].filter((screen) => !covered.has(screen))).toEqual([]);
  });

  it("every story's route is a route of the table", () => {
    expect(storyRoutes().filter((route) => !findRoute(new URL(route, 'http://story').pathname))).toEqual([]);
  });
});
