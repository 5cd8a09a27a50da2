import Pusher from 'pusher-js';
import { clientHeaders } from '../api/clientHeaders';
import type { PortalConfig } from '../config/PortalConfig';
import { session$ } from '../streams/session';

/**
 * One pusher-js client for the portal's realtime server; private channels authorise with the
 * bearer token and the headers of every API call (the product tells the API the brand).
 */
export function createPusher(config: PortalConfig): Pusher {
  const { key, host, port, forceTLS } = config.realtime;
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS,
    enabledTransports: ['ws', 'wss'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `${config.apiBaseUrl}/broadcasting/auth`,
      headersProvider: () => ({
        ...clientHeaders(),
        Authorization: `Bearer ${session$.getValue().token ?? ''}`,
      }),
    },
  });
}
