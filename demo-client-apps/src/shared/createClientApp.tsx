import type { ClientAppProps } from '@portal/shared-utils';
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { PageRouter } from './PageRouter';
import { PortalContext } from './portalContext';
import { RenderErrorBoundary } from './RenderErrorBoundary';

/** What the host mounts the parcel with: the portal's props and the element to render into. */
type MountProps = ClientAppProps & { domElement: HTMLElement };

/** Calls `onCommitted` once its children are on the page (effects run after the whole commit). */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

/**
 * The parcel lifecycles of a client app: its routes under the base path the host gives, with the
 * portal's props (ClientAppProps) in context, in a React root of the parcel's element. Mounting
 * settles once the first page is on the screen.
 */
export function createClientApp(routes: ReactNode): LifeCycles<MountProps> {
  const roots = new Map<string, Root>();
  return {
    bootstrap: async () => undefined,
    mount: (props) =>
      new Promise<void>((resolve) => {
        const root = createRoot(props.domElement);
        roots.set(props.name, root);
        root.render(
          <Committed onCommitted={resolve}>
            <RenderErrorBoundary>
              <PortalContext.Provider value={props}>
                <PageRouter basename={props.basePath}>{routes}</PageRouter>
              </PortalContext.Provider>
            </RenderErrorBoundary>
          </Committed>,
        );
      }),
    unmount: async (props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
