import type { PortalConfig } from '@portal/shared-utils';

/**
 * The layout template holds every route; this removes the ones the configuration switches off:
 * /fantasy without the fantasy feature, and the exact landing route unless it is enabled.
 */
export function selectRoutes(
  template: HTMLTemplateElement,
  config: PortalConfig,
): HTMLTemplateElement {
  const copy = template.cloneNode(true) as HTMLTemplateElement;
  if (!config.features.fantasy) copy.content.querySelector('route[data-fantasy]')?.remove();
  if (!config.features.landingExact) copy.content.querySelector('route[data-landing]')?.remove();
  return copy;
}
