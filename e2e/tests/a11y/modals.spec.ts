// The accessibility sweep of every modal (sweptModals.ts) at both viewports: one browser page per
// player opens each modal through ?modal=, and every modal's violations are listed together.
import { expect, test } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y, walkTimeout } from '../support/a11y';
import { visit } from '../support/a11yNavigation';
import { signIn } from '../support/players';
import { SWEPT_MODALS } from './sweptModals';

const players = [...new Set(SWEPT_MODALS.map((modal) => modal.player))];

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`every modal at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const player of players) {
      test(`${player ?? 'signed out'}: no serious or critical axe violations`, async ({ page }) => {
        const modals = SWEPT_MODALS.filter((each) => each.player === player);
        test.setTimeout(walkTimeout(modals.length));
        if (player) await signIn(page, player);
        for (const modal of modals) {
          const url = `/betting?modal=${modal.name}${modal.query ?? ''}`;
          await visit(page, url);
          const dialog = page.getByRole('dialog', { name: modal.title, exact: true });
          await expect(dialog, url).toBeVisible();
          await expect(dialog.getByRole('button').last()).toBeVisible();
          await expect(dialog.getByRole('status')).toHaveCount(0);
          await checkA11y(page, `${modal.name}, ${modal.state} (${viewport.width} px)`);
        }
      });
    }
  });
}
