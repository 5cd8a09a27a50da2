import { useEffect, useState } from 'react';
import { fetchLinkGroups, type LinkGroupsResult } from './linkGroups';

const NOTHING: LinkGroupsResult = { groups: [], serverClock: null };

/** The footer's link groups and the server clock, read once; a failed call leaves them out. */
export function useLinkGroups(): LinkGroupsResult {
  const [result, setResult] = useState<LinkGroupsResult>(NOTHING);
  useEffect(() => {
    let current = true;
    fetchLinkGroups().then(
      (loaded) => current && setResult(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return result;
}
