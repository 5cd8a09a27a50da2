import type { PortalConfig } from '@portal/shared-utils';

/**
 * Names the page after the brand it was served for. The brand's look needs nothing here: its design
 * tokens come with the page (the static host's <style id="brand-tokens">), before any module runs.
 */
export function nameDocumentForBrand(config: PortalConfig) {
  document.title = config.brand.name;
}
