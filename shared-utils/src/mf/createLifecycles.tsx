import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { DataLayer } from '../data/DataLayer';
import { MfErrorBoundary } from './MfErrorBoundary';

/**
 * single-spa lifecycles for one React root of a micro-frontend, wrapped in an error boundary so a
 * render error shows a message with Retry in that slot instead of breaking the page, and in the
 * page's data layer (DataLayer) so its components can use TanStack Query's hooks.
 */
export function createLifecycles<Props extends object = object>(
  rootComponent: React.ComponentType<Props>,
) {
  const Root = rootComponent as React.ComponentType<Props & AppProps>;
  function WithDataLayer(props: Props & AppProps) {
    return (
      <DataLayer>
        <Root {...props} />
      </DataLayer>
    );
  }
  WithDataLayer.displayName = Root.displayName ?? Root.name;
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: WithDataLayer,
    errorBoundaryClass: MfErrorBoundary as unknown as React.ComponentClass<Props & AppProps>,
  });
}
