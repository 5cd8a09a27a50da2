import { importModule } from '@portal/shared-utils';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';

/** The part of @portal/shell this screen uses: the account not-found the layout mounts too. */
interface ShellModule {
  accountNotFound: LifeCycles;
}

/** @portal/shell through the import map, loaded once; a failure is not retried here. */
const shellModuleQuery = queryOptions({
  queryKey: ['modules', '@portal/shell'] as const,
  queryFn: () => importModule<ShellModule>('@portal/shell'),
  staleTime: Infinity,
  retry: false,
});

/** Unmounts a parcel once its mount has settled, if it mounted. */
function unmountWhenMounted(parcel: Parcel) {
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch((failure: unknown) => console.error('[payments] the account not-found', failure));
}

/**
 * The account not-found for a path below an account page of this micro-frontend: the shell's own
 * screen (@portal/shell#accountNotFound, mounted as a parcel through the import map), so it reads and
 * looks the same as for any other /account/* path. A failure goes to the application's error boundary,
 * which offers Retry.
 */
export function ShellAccountNotFound() {
  const hostRef = useRef<HTMLDivElement>(null);
  const { data: shell, error: loadError } = useQuery(shellModuleQuery);
  const [mountError, setMountError] = useState<unknown>(null);

  useEffect(() => {
    const domElement = hostRef.current;
    if (!shell || !domElement) return undefined;
    const parcel = mountRootParcel(shell.accountNotFound, { domElement });
    parcel.mountPromise.catch(setMountError);
    return () => unmountWhenMounted(parcel);
  }, [shell]);

  const error = loadError ?? mountError;
  if (error) throw error;
  return <div ref={hostRef} />;
}
