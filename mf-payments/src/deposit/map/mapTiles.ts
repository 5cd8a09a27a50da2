import type { PortalConfig } from '@portal/shared-utils';

/** Where the Cash In-store map's tiles come from: a URL template with {z}, {x} and {y}. */
export interface MapTiles {
  url: string;
  /** Whom the tiles must credit, shown in the map's corner (HTML, from the operator's config). */
  attribution: string;
}

/**
 * The tile server of the runtime config (`maps.tileUrl`, `maps.tileAttribution`), or null without
 * one: the map then shows its markers on a plain background.
 */
export function mapTiles(config: PortalConfig): MapTiles | null {
  const url = config.maps?.tileUrl?.trim();
  if (!url) return null;
  return { url, attribution: config.maps?.tileAttribution ?? '' };
}
