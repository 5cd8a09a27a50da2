import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { MfErrorBoundary } from './MfErrorBoundary';

/**
 * single-spa lifecycles for one React root of a micro-frontend, wrapped in an error boundary so a
 * render error shows a message with Retry in that slot instead of breaking the page.
 */
export function createLifecycles<Props extends object = object>(
  rootComponent: React.ComponentType<Props>,
) {
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: rootComponent as React.ComponentType<Props & import('single-spa').AppProps>,
    errorBoundaryClass: MfErrorBoundary as unknown as React.ComponentClass<
      Props & import('single-spa').AppProps
    >,
  });
}
