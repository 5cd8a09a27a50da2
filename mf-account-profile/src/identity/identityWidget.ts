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

/** The widget of `provider`, or null when this build has none for it. */
export function identityWidget(
  provider: string,
): LazyExoticComponent<ComponentType<IdentityWidgetProps>> | null {
  return Object.hasOwn(widgets, provider) ? widgets[provider] : null;
}
