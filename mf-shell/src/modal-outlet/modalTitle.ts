import type { ModalSettings, PortalConfig } from '@portal/shared-utils';

/** The title bar text a modal's settings give for the page's config. */
export function modalTitle(settings: ModalSettings, config: PortalConfig): string {
  return typeof settings.title === 'function' ? settings.title(config) : settings.title;
}
