// Takes the outage portal's API or realtime server down and up, as its page sees them (the proxies of
// tests/support/outagePortal.mjs); the services themselves keep running with their data.
import { expect, type Page } from '@playwright/test';
import { OUTAGE_PROXY } from './ports';

export type Service = 'api' | 'realtime';

export async function switchService(service: Service, state: 'down' | 'up'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${OUTAGE_PROXY.controlPort}/${service}/${state}`, {
    method: 'POST',
  });
  expect(response.status, `${service} ${state}`).toBe(204);
}

/** The notice the portal shows while its API does not answer. */
export function outageNotice(page: Page) {
  return page
    .getByRole('status')
    .filter({ hasText: "We can't reach our service right now. We'll keep trying." });
}
