import { apiGet, useConfig } from '@portal/shared-utils';
import { useMemo } from 'react';
import { useRead } from '../data/useRead';
import type { LinkGroup, LinkGroupsResult } from './linkGroupTypes';
import { cacheLinkGroups, readCachedLinkGroups } from './linkGroupsCache';

/** Link group type ids (spec 1 §3, §9): operator logos and the footer's link lists. */
export const OPERATORS_GROUP_TYPE = 1;
export const FOOTER_GROUP_TYPE = 2;

/** No link groups and no server clock: what the footer shows when the call fails. */
export const NO_LINK_GROUPS: LinkGroupsResult = { groups: [], serverClock: null };

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * GET /link_groups: the groups and their links sorted by order, and the server clock from the
 * server-time-utc and server-timezone headers.
 */
export async function fetchLinkGroups(): Promise<LinkGroupsResult> {
  const { data, headers } = await apiGet<{ data: LinkGroup[] }>('/link_groups', {
    auth: false,
    readHeaders: ['server-time-utc', 'server-timezone'],
  });
  const groups = [...data.data]
    .sort(byOrder)
    .map((group) => ({ ...group, links: [...group.links].sort(byOrder) }));
  const serverTime = Date.parse(headers['server-time-utc'] ?? '');
  const serverClock = Number.isNaN(serverTime)
    ? null
    : { offsetMs: serverTime - Date.now(), timezone: headers['server-timezone'] ?? null };
  return { groups, serverClock };
}

/**
 * The footer's link groups and the server clock: at once from this tab's last answer when there is
 * one, and from GET /link_groups, read once per page load, which refreshes that answer. Null until
 * one of them is known; a failed call keeps the cached answer, or leaves the groups out.
 */
export function useLinkGroups(): LinkGroupsResult | null {
  const config = useConfig();
  const cached = useMemo(() => readCachedLinkGroups(config), [config]);
  const { state } = useRead(
    ['link_groups', config.apiBaseUrl, config.region, config.brand.id],
    async () => {
      const loaded = await fetchLinkGroups();
      cacheLinkGroups(config, loaded);
      return loaded;
    },
  );
  if (state.status === 'success') return state.data;
  return cached ?? (state.status === 'error' ? NO_LINK_GROUPS : null);
}
