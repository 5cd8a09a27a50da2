import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The accessibility sweep's two viewports (issue: a phone at 375 px and a desktop at 1280 px). */
export const A11Y_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** The impacts the sweep fails on. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe-core violations on the page (or in the parts `include` selects), one
 * line each with the rule, its impact, what it asks, its help page and every element it flagged.
 */
export async function seriousViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Only the violations are read: axe skips listing every passing node, which is most of its work.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} ${violation.helpUrl} on ` +
        violation.nodes.map((node) => node.target.join(' ')).join(' | '),
    );
}

/**
 * Checks the page as it is now, naming the state (`where`) in the failure. The check is soft: a
 * walk through several states goes on after a failing one, so one run lists every state's violations.
 */
export async function checkA11y(page: Page, where: string, include: string[] = []) {
  expect
    .soft(await seriousViolations(page, include), `serious or critical axe violations: ${where}`)
    .toEqual([]);
}

/**
 * The ceiling of a test walking through `states` states (not a wait: every step waits for an
 * event): the suite's minute, and 15 s for each state, which a loaded 2-core machine may need.
 */
export const walkTimeout = (states: number) => 60_000 + 15_000 * states;
