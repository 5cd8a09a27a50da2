import type { Observable } from 'rxjs';
import { formatMoney } from '../format/money';
import { openModal } from '../modal/modalNavigation';
import { balanceChanged$, type Balance } from '../streams/balanceChanged';
import { session$, type SessionState } from '../streams/session';
import { user$ } from '../streams/user';
import type { User } from '../user/User';
import { clientSummaries$, type ClientSummary } from '../user/clientSummaries';

/** The portal modals a client app may open. */
export type ClientAppModal = 'deposit' | 'login';

/**
 * What a host passes to its client app's parcel besides single-spa's own props (docs/contracts.md):
 * the portal's shared streams, so the player signed in once is signed in in every client app with
 * one balance, and the ways to open the portal's deposit and login modals.
 */
export interface ClientAppProps {
  clientId: number;
  appName: string;
  /** The route the client app is mounted at (e.g. /betting); its own pages are under it. */
  basePath: string;
  session$: Observable<SessionState>;
  user$: Observable<User | null>;
  balanceChanged$: Observable<Balance>;
  /** The players' counters and bonuses per client id (GET /users/client_summaries). */
  clientSummaries$: Observable<Record<number, ClientSummary>>;
  openModal: (name: ClientAppModal) => void;
  /** Formats integer cents in the portal's currency, as the header does. */
  formatMoney: (cents: number) => string;
}

/** The props of the client app `clientId`, named `appName`, mounted at `basePath`. */
export function clientAppProps(
  clientId: number,
  appName: string,
  basePath: string,
): ClientAppProps {
  return {
    clientId,
    appName,
    basePath,
    session$,
    user$,
    balanceChanged$,
    clientSummaries$,
    openModal: (name) => openModal(name),
    formatMoney,
  };
}
