// The accessibility sweep on the US portal (PORTAL_REGION=US, with its location simulator): the
// pages the US region shows differently (sweptPages.ts US_PAGES) and the states only a US player
// reaches (sweptUsStates.ts), at both viewports. The folder's name puts this file in the `us`
// project of playwright.config.ts, which runs the files under a location/ folder on the US portal.
import { test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, walkTimeout } from '../../support/a11y';
import { apiUrlOf } from '../../support/auth';
import { signInPlayer } from '../../support/deposits';
import { newUsWithdrawingPlayer } from '../../location/usPlayer';
import { sweepPage, sweepState } from '../sweep';
import { US_PAGES } from '../sweptPages';
import { SWEPT_US_STATES } from '../sweptUsStates';

/** A new US player, identity and mobile verified, $50.00 credited, registered for Play+. */
async function signInUsPlayer(page: Page) {
  const info = test.info();
  const api = apiUrlOf(info);
  const player = await newUsWithdrawingPlayer(page.request, api, String(info.project.use.baseURL));
  await signInPlayer(page, info, player.email, { verified: false });
}

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`the US portal at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed out: no serious or critical axe violations', async ({ page }) => {
      const states = SWEPT_US_STATES.filter((state) => state.player === 'signed-out');
      test.setTimeout(walkTimeout(states.length));
      for (const state of states) {
        await sweepState(page, state, `US: ${state.name} (${viewport.width} px)`);
      }
    });

    test('a US player: no serious or critical axe violations', async ({ page }) => {
      const states = SWEPT_US_STATES.filter((state) => state.player === 'new');
      test.setTimeout(walkTimeout(US_PAGES.length + states.length));
      await signInUsPlayer(page);
      for (const swept of US_PAGES) {
        await sweepPage(page, swept, `US: ${swept.url} (${viewport.width} px)`);
      }
      for (const state of states) {
        await sweepState(page, state, `US: ${state.name} (${viewport.width} px)`);
      }
    });
  });
}
