import { ClientAppHost, FANTASY_CLIENT_ID } from '@portal/shared-utils';

/** /fantasy: the separately hosted fantasy client app (client id 2). */
export function FantasyApp() {
  return <ClientAppHost clientId={FANTASY_CLIENT_ID} />;
}
