import { ClientAppHost, BETTING_CLIENT_ID } from '@portal/shared-utils';

/** /betting: the separately hosted betting client app (client id 1). */
export function BettingApp() {
  return <ClientAppHost clientId={BETTING_CLIENT_ID} />;
}
