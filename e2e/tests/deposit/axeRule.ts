// One axe-core rule on the open dialog, experimental ones included (the accessibility sweep runs
// the default set): its violations, one line each with the elements it flagged.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeRuleViolations(page: Page, rule: string, scope = '[role="dialog"]') {
  const { violations } = await new AxeBuilder({ page }).include(scope).withRules([rule]).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}
