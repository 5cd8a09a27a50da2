import type { ClientAppProps } from '@portal/shared-utils';
import React, { type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { messages } from './messages';
import { PageRouter } from './PageRouter';
import { PortalContext } from './portalContext';

/**
 * The parcel lifecycles of a client app: its routes under the base path the host gives, with the
 * portal's props (ClientAppProps) in context.
 */
export function createClientApp(routes: ReactNode) {
  function ClientApp(props: ClientAppProps) {
    return (
      <PortalContext.Provider value={props}>
        <PageRouter basename={props.basePath}>{routes}</PageRouter>
      </PortalContext.Provider>
    );
  }
  return singleSpaReact<ClientAppProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: ClientApp as React.ComponentType<ClientAppProps & import('single-spa').AppProps>,
    errorBoundary: () => <p role="alert">{messages.renderError}</p>,
  });
}
