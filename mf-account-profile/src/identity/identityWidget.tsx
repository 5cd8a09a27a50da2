import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IdentityWidgetProps } from './widgetContract';

/**
 * The identity-verification widget of each provider, by the name POST /verification/registerId
 * answers with; each loads only when it is shown. A provider's widget is an adapter around the
 * vendor's script; only the offline sandbox is part of this build.
 */
const widgets: Record<string, LazyExoticComponent<ComponentType<IdentityWidgetProps>>> = {
  sandbox: lazy(() =>
    import('./sandbox/SandboxIdentityWidget').then((module) => ({
      default: module.SandboxIdentityWidget,
    })),
  ),
};

/** Whether this build has a widget for `provider`. */
export function hasIdentityWidget(provider: string): boolean {
  return Object.hasOwn(widgets, provider);
}

/** The widget of `provider` (one that hasIdentityWidget knows) running the open check. */
export function IdentityWidget({ provider, ...props }: IdentityWidgetProps & { provider: string }) {
  const Widget = widgets[provider];
  return <Widget {...props} />;
}
