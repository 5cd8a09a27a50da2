// The US test portal's location simulator (location-simulator/, started by scripts/serve.mjs):
// its ports, derived from the US portal's like every other port of a run, and its control API
// (docs/location-check.md), which tells it the next outcome for a player.
import { expect, type APIRequestContext } from '@playwright/test';
import { US_PORTS } from '../support/ports';

/** The local-service ports the US portal's location client tries, in order. */
export const LOCATION_PORTS = [US_PORTS.portal + 3, US_PORTS.portal + 4, US_PORTS.portal + 5];
/** The simulator listens on the second, so the client always passes a port with nothing on it. */
export const SIMULATOR_PORT = LOCATION_PORTS[1];
export const SIMULATOR_URL = `https://localhost:${SIMULATOR_PORT}`;

export type LocationOutcome =
  | { outcome: 'in_jurisdiction' | 'out_of_jurisdiction' | 'no_answer' }
  | { outcome: 'other_state'; state: string }
  | { outcome: 'error'; code: number };

/** The next geolocation of player `userId` gives `outcome` (once; then in the jurisdiction). */
export async function nextLocationOutcome(
  request: APIRequestContext,
  userId: number,
  outcome: LocationOutcome,
) {
  const response = await request.post(`${SIMULATOR_URL}/control/outcomes`, {
    data: { userId, ...outcome },
    ignoreHTTPSErrors: true,
  });
  expect(response.status()).toBe(204);
}
