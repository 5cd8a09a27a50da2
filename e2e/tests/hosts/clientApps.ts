import { expect, type Page } from '@playwright/test';

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
