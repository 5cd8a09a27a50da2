import type { PortalConfig } from '@portal/shared-utils';
import type { LinkGroupsResult } from './linkGroupTypes';

/** This tab's last /link_groups answer, per API, region and brand (sessionStorage). */
const cacheKey = (config: PortalConfig) =>
  `portal.linkGroups:${config.apiBaseUrl}:${config.region}:${config.brand.id}`;

/** The cached answer, or null when there is none (or storage is blocked or holds something else). */
export function readCachedLinkGroups(config: PortalConfig): LinkGroupsResult | null {
  try {
    const stored = window.sessionStorage.getItem(cacheKey(config));
    const cached: unknown = stored ? JSON.parse(stored) : null;
    return cached && Array.isArray((cached as LinkGroupsResult).groups)
      ? (cached as LinkGroupsResult)
      : null;
  } catch {
    return null;
  }
}

export function cacheLinkGroups(config: PortalConfig, result: LinkGroupsResult) {
  try {
    window.sessionStorage.setItem(cacheKey(config), JSON.stringify(result));
  } catch {
    // Storage full or blocked: the next page load asks the API before showing the groups.
  }
}
