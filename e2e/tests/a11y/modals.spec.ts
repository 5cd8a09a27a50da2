// The accessibility sweep of every modal (sweptModals.ts) at both viewports: one browser page per
// player opens each modal through ?modal=, and every modal's violations are listed together.
import { test } from '@playwright/test';
import { A11Y_VIEWPORTS, walkTimeout } from '../support/a11y';
import { signIn } from '../support/players';
import { sweepModal } from './sweep';
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
          await sweepModal(page, modal, `${modal.name}, ${modal.state} (${viewport.width} px)`);
        }
      });
    }
  });
}
