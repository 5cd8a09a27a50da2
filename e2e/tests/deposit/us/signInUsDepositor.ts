// A new US player, ID verified, signed in on the US portal the test runs against, with their id.
import { test, type Page } from '@playwright/test';
import { apiUrlOf } from '../../support/auth';
import { registerUsPlayer, signInPlayer } from '../../support/deposits';

export async function signInUsDepositor(page: Page) {
  const email = await registerUsPlayer(page.request, apiUrlOf(test.info()));
  const player = await signInPlayer(page, test.info(), email, { verified: true });
  const id = Number((await player.serverUser()).id);
  return { ...player, id };
}
