import { expect, type Page, type TestInfo } from '@playwright/test';
import { apiUrlOf } from '../support/auth';
import { signInNewAuPlayer } from '../support/deposits';

/** The element a host mounts its client app into (1 betting, 2 fantasy). */
export function clientApp(page: Page, clientId: 1 | 2) {
  return page.locator(`[data-client-app="${clientId}"]`);
}

/** The balance a client app shows, from the portal's user$ its host passed. */
export function clientAppBalance(page: Page, clientId: 1 | 2) {
  return clientApp(page, clientId).getByTestId('client-app-balance');
}

/** Records every clientAppMounted$ announcement from now on; read them with `announced`. */
export async function recordAnnouncements(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Brands' })).toBeVisible();
  await page.evaluate(async () => {
    const system = (window as unknown as { System: { import(id: string): Promise<unknown> } })
      .System;
    const { clientAppMounted$ } = (await system.import('@portal/shared-utils')) as {
      clientAppMounted$: { subscribe(next: (event: unknown) => void): unknown };
    };
    const record = window as unknown as { announced: unknown[] };
    record.announced = [];
    clientAppMounted$.subscribe((event) => record.announced.push(event));
  });
  return {
    announced: () => page.evaluate(() => (window as unknown as { announced: unknown[] }).announced),
  };
}

/** A new player, signed in and credited `cents` (other tests move the demo players' balances). */
export async function signInPlayerWithBalance(page: Page, testInfo: TestInfo, cents: number) {
  const player = await signInNewAuPlayer(page, testInfo, { verified: false });
  const credit = await page.request.post(`${apiUrlOf(testInfo)}/dev/wallet/credit`, {
    data: { email: player.email, amount: cents },
  });
  expect(credit.ok()).toBe(true);
  return player;
}
