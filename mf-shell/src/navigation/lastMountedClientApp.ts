import { clientAppMounted$ } from '@portal/shared-utils';
import { BehaviorSubject } from 'rxjs';

/**
 * The client id of the client app mounted last (clientAppMounted$), kept from the shell's load on:
 * outside the apps' own paths (/account, legal pages) the brand bar and menus stay on that app.
 */
export const lastMountedClientApp$ = new BehaviorSubject<number | null>(null);
clientAppMounted$.subscribe(({ clientId }) => lastMountedClientApp$.next(clientId));
