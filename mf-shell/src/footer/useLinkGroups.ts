import { useConfig } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { cacheLinkGroups, readCachedLinkGroups } from './linkGroupsCache';
import { fetchLinkGroups, NO_LINK_GROUPS, type LinkGroupsResult } from './linkGroups';

/**
 * The footer's link groups and the server clock: at once from this tab's last answer when there is
 * one, and from GET /link_groups, read once per page load, which refreshes that answer. Null until
 * one of them is known; a failed call keeps the cached answer, or leaves the groups out.
 */
export function useLinkGroups(): LinkGroupsResult | null {
  const config = useConfig();
  const [result, setResult] = useState(() => readCachedLinkGroups(config));
  useEffect(() => {
    let current = true;
    fetchLinkGroups().then(
      (loaded) => {
        cacheLinkGroups(config, loaded);
        if (current) setResult(loaded);
      },
      () => current && setResult((cached) => cached ?? NO_LINK_GROUPS),
    );
    return () => {
      current = false;
    };
  }, [config]);
  return result;
}
