import { clientAppMounted$, type ClientAppMounted } from '../streams/clientAppMounted';

/** Tells the portal that a client app is now mounted in its route. */
export function announceMount({ clientId, name }: ClientAppMounted): void {
  clientAppMounted$.next({ clientId, name });
}
