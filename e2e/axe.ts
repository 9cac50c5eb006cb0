import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A and AA problems axe finds on the page, colour contrast included (or only
 * inside `within`, a selector), each as `rule: the elements it names`. Every e2e accessibility check uses it.
 */
export async function seriousProblems(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
