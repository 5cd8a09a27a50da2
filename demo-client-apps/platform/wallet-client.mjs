// The platforms' side of the portal's wallet API (docs/wallet-api.md): each call signed with the
// platform's key over the exact body sent, server to server.
import { createHmac } from 'node:crypto';

/**
 * A signed POST of `body` to the wallet API's `route` (`stakes`, `settlements`) as platform
 * `clientId`: its status and JSON answer. Throws when the API cannot be reached.
 */
export async function walletCall({ apiUrl, keys }, clientId, route, body) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', keys[clientId])
    .update(`${timestamp}.${raw}`)
    .digest('hex');
  const response = await fetch(`${apiUrl}/wallet/v1/${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-wallet-platform': String(clientId),
      'x-wallet-timestamp': timestamp,
      'x-wallet-signature': signature,
    },
    body: raw,
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
