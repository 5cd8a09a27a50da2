// The location check on the US test portal: a page of the portal reaches the location simulator
// (the CSP allows it, the browser accepts its certificate), and the API accepts the geo packets it
// signs for the player in the state and refuses every other one. The US withdraw screen's and US
// deposit's own tests (withdraw/us, deposit/us) drive the portal's location client end to end.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiUrlOf } from '../support/auth';
import { LOCATION_PORTS, nextLocationOutcome, SIMULATOR_PORT } from './simulator';
import {
  CREDIT_CENTS,
  newUsWithdrawingPlayer,
  SIGHTLINE,
  type UsWithdrawingPlayer,
} from './usPlayer';

const REFUSED = { errors: { error: ['Your location could not be verified. Please try again.'] } };

interface Exchange {
  port: number;
  hello: Record<string, unknown>;
  answer: { packet?: string; error?: { code: number } };
}

/**
 * Speaks the local service's protocol from the page, as the location client does: the first port
 * that accepts a secure WebSocket, the handshake, one geolocation request.
 */
function geolocateFromPage(page: Page, userId: number): Promise<Exchange> {
  return page.evaluate(
    async ({ ports, userId }) => {
      for (const port of ports) {
        const socket = new WebSocket(`wss://localhost:${port}`);
        const opened = await new Promise<boolean>((resolve) => {
          socket.onopen = () => resolve(true);
          socket.onerror = () => resolve(false);
        });
        if (!opened) continue;
        const ask = (message: object) =>
          new Promise<never>((resolve) => {
            socket.onmessage = (event) => resolve(JSON.parse(event.data));
            socket.send(JSON.stringify(message));
          });
        const hello = await ask({
          type: 'hello',
          installerKey: 'portal-simulator-installer',
          environmentId: 'dev',
        });
        const answer = await ask({
          type: 'geolocate',
          id: '1',
          license: 'portal-simulator-license',
          userId,
          reason: 'withdraw',
        });
        socket.close();
        return { port, hello, answer };
      }
      throw new Error(`no local location service on ${ports.join(', ')}`);
    },
    { ports: LOCATION_PORTS, userId },
  );
}

/** A new US player ready to withdraw, with the page on the US portal. */
async function playerOnPortal(page: Page, testInfo: TestInfo) {
  const api = apiUrlOf(testInfo);
  const player = await newUsWithdrawingPlayer(page.request, api, testInfo.project.use.baseURL!);
  await page.goto('/');
  return { api, player };
}

/** POST /withdraw/paysafe/create: $10.00 to the player's Sightline account with `geoPacket`. */
function withdrawTenDollars(
  page: Page,
  api: string,
  player: UsWithdrawingPlayer,
  geoPacket?: string,
) {
  return page.request.post(`${api}/withdraw/paysafe/create`, {
    headers: player.headers,
    data: {
      withdrawal_request_type_id: SIGHTLINE,
      amount: 1000,
      account_id: player.registrationId,
      geo_packet: geoPacket,
    },
  });
}

test('the portal points the client at the simulator, and the API accepts the packet it signs', async ({
  page,
}, testInfo) => {
  const { api, player } = await playerOnPortal(page, testInfo);
  const config = await (await page.request.get('/config.json')).json();
  expect(config.location).toEqual({ ports: LOCATION_PORTS });

  const { port, hello, answer } = await geolocateFromPage(page, player.userId);
  expect(port).toBe(SIMULATOR_PORT);
  expect(hello).toEqual({ type: 'hello', version: expect.stringMatching(/^1\.\d+\.\d+$/) });
  const payload = JSON.parse(Buffer.from(answer.packet!.split('.')[0], 'base64url').toString());
  expect(payload).toMatchObject({ user_id: player.userId, state: 'IA', in_jurisdiction: true });

  const created = await withdrawTenDollars(page, api, player, answer.packet);
  expect(created.status()).toBe(200);
  expect((await created.json()).meta).toMatchObject({ available_balance: CREDIT_CENTS - 1000 });
});

test('a packet out of the jurisdiction, of another state or of another player is refused and moves no money', async ({
  page,
}, testInfo) => {
  const { api, player } = await playerOnPortal(page, testInfo);

  await nextLocationOutcome(page.request, player.userId, { outcome: 'out_of_jurisdiction' });
  await nextLocationOutcome(page.request, player.userId, { outcome: 'other_state', state: 'OH' });
  const packets = [
    (await geolocateFromPage(page, player.userId)).answer.packet,
    (await geolocateFromPage(page, player.userId)).answer.packet,
    // Another player's packet: an id no test player has, so no other test's queued outcome is used.
    (await geolocateFromPage(page, player.userId + 1_000_000)).answer.packet,
    undefined,
  ];
  for (const packet of packets) {
    const refused = await withdrawTenDollars(page, api, player, packet);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual(REFUSED);
  }
  const user = await (
    await page.request.get(`${api}/users/current`, { headers: player.headers })
  ).json();
  expect(user.data).toMatchObject({ balance: CREDIT_CENTS, available_balance: CREDIT_CENTS });
});

test('the simulator answers the error it is told to, once', async ({ page }, testInfo) => {
  const { player } = await playerOnPortal(page, testInfo);
  await nextLocationOutcome(page.request, player.userId, { outcome: 'error', code: 621 });
  expect((await geolocateFromPage(page, player.userId)).answer).toEqual({
    type: 'geolocation',
    id: '1',
    error: { code: 621 },
  });
  expect((await geolocateFromPage(page, player.userId)).answer.packet).toBeTruthy();
});
