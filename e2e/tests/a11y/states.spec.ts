// The accessibility sweep of the states the player's actions reach (sweptStates.ts) at both
// viewports: one browser page per player walks through them, listing every state's violations.
import { test, type Page } from '@playwright/test';
import { A11Y_VIEWPORTS, walkTimeout } from '../support/a11y';
import { signInNewAuPlayer } from '../support/deposits';
import { DEMO_AU, DEMO_AU_UNVERIFIED, signIn } from '../support/players';
import { signInWithdrawingPlayer } from '../support/withdrawals';
import { sweepState } from './sweep';
import { SWEPT_STATES, type StatePlayer } from './sweptStates';

const PLAYERS: StatePlayer[] = ['signed-out', 'demo', 'unverified', 'new', 'new unverified'];

/**
 * Signs in the state's player: a demo player, a new player with the ID and mobile verified (the
 * deposit and withdraw pages) or a new player not verified (the identity check).
 */
async function signInAs(page: Page, player: StatePlayer) {
  if (player === 'demo') await signIn(page, DEMO_AU);
  if (player === 'unverified') await signIn(page, DEMO_AU_UNVERIFIED);
  if (player === 'new') await signInWithdrawingPlayer(page, test.info());
  if (player === 'new unverified') await signInNewAuPlayer(page, test.info(), { verified: false });
}

for (const viewport of A11Y_VIEWPORTS) {
  test.describe(`states the player reaches at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const player of PLAYERS) {
      test(`${player}: no serious or critical axe violations`, async ({ page }) => {
        const states = SWEPT_STATES.filter((each) => each.player === player);
        test.setTimeout(walkTimeout(states.length));
        await signInAs(page, player);
        for (const state of states) {
          await sweepState(page, state, `${state.name} (${viewport.width} px)`);
        }
      });
    }
  });
}
