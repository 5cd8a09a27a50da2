import type { ClientAppProps } from '@portal/shared-utils';
import { createContext, useContext } from 'react';

export const PortalContext = createContext<ClientAppProps | null>(null);

/** What the portal's host passed to this client app (its streams, modals and money format). */
export function usePortal(): ClientAppProps {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs the PortalContext of a mounted client app.');
  return portal;
}
