// The accessibility sweep on the US portal (PORTAL_REGION=US, with its location simulator): the
// pages the US region shows differently (sweptPages.ts US_PAGES) and the states only a US player
// reaches (sweptUsStates.ts), at both viewports. The folder's name puts this file in the `us`
// project of playwright.config.ts, which runs the files under a location/ folder on the US portal.
import { expect, test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, checkA11y, walkTimeout } from '../../support/a11y';
import { visit } from '../../support/a11yNavigation';
import { apiUrlOf } from '../../support/auth';
import { signInPlayer } from '../../support/deposits';
import { newUsWithdrawingPlayer } from '../../location/usPlayer';
import { US_PAGES } from '../sweptPages';
import { SWEPT_US_STATES } from '../sweptUsStates';
import type { SweptState } from '../sweptStates';

/** A new US player, identity and mobile verified, $50.00 credited, registered for Play+. */
async function signInUsPlayer(page: Page) {
  const info = test.info();
  const api = apiUrlOf(info);
  const player = await newUsWithdrawingPlayer(page.request, api, String(info.project.use.baseURL));
  await signInPlayer(page, info, player.email, { verified: false });
}

async function sweepStates(page: Page, states: SweptState[], width: number) {
  for (const state of states) {
    await test.step(state.name, async () => {
      await state.reach(page);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await checkA11y(page, `US: ${state.name} (${width} px)`);
      await state.leave?.(page);
    });
  }
}

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`the US portal at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed out: no serious or critical axe violations', async ({ page }) => {
      const states = SWEPT_US_STATES.filter((state) => state.player === 'signed-out');
      test.setTimeout(walkTimeout(states.length));
      await sweepStates(page, states, viewport.width);
    });

    test('a US player: no serious or critical axe violations', async ({ page }) => {
      const states = SWEPT_US_STATES.filter((state) => state.player === 'new');
      test.setTimeout(walkTimeout(US_PAGES.length + states.length));
      await signInUsPlayer(page);
      for (const swept of US_PAGES) {
        await visit(page, swept.url);
        await expect(swept.ready(page), swept.url).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
        await checkA11y(page, `US: ${swept.url} (${viewport.width} px)`);
      }
      await sweepStates(page, states, viewport.width);
    });
  });
}
