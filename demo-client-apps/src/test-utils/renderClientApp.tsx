import type { ClientAppProps, ClientSummary, SessionState, User } from '@portal/shared-utils';
import { testUser } from '@portal/shared-utils/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BehaviorSubject, NEVER } from 'rxjs';
import { PageRouter } from '../shared/PageRouter';
import { PortalContext } from '../shared/portalContext';

/** The session token of the signed-in player of `fakePortal`. */
export const TOKEN = 'player-session-token';

/** Portal props as a host passes them, with streams the test drives and a recorded openModal. */
export function fakePortal(clientId: number, appName: string, balance: number | null) {
  const user$ = new BehaviorSubject<User | null>(balance === null ? null : testUser({ balance }));
  const clientSummaries$ = new BehaviorSubject<Record<number, ClientSummary>>({});
  const session$ = new BehaviorSubject<SessionState>({ token: balance === null ? null : TOKEN });
  const props: ClientAppProps = {
    clientId,
    appName,
    basePath: `/${appName.toLowerCase()}`,
    session$,
    user$,
    balanceChanged$: NEVER,
    clientSummaries$,
    openModal: jest.fn(),
    formatMoney: (cents) => `$${(cents / 100).toFixed(2)}`,
  };
  return { props, user$, clientSummaries$ };
}

/** Renders a client app's routes with the portal props, the page being at `path` below its base path. */
export function renderClientApp(routes: ReactNode, path: string, props: ClientAppProps) {
  window.history.replaceState(null, '', `${props.basePath}${path}`);
  return render(
    <PortalContext.Provider value={props}>
      <PageRouter basename={props.basePath}>{routes}</PageRouter>
    </PortalContext.Provider>,
  );
}
