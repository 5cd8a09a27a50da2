// A new US player ready to withdraw (location/usPlayer.ts: verified, $50.00, registered for Play+),
// signed in on the US portal the test runs against.
import { test, type Page } from '@playwright/test';
import { apiUrlOf } from '../../support/auth';
import { signInPlayer } from '../../support/deposits';
import { newUsWithdrawingPlayer } from '../../location/usPlayer';

export async function signInUsWithdrawer(page: Page) {
  const info = test.info();
  const portal = String(info.project.use.baseURL);
  const player = await newUsWithdrawingPlayer(page.request, apiUrlOf(info), portal);
  const signedIn = await signInPlayer(page, info, player.email, { verified: false });
  return { ...player, ...signedIn };
}
