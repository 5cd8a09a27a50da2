import { importModule } from '@portal/shared-utils';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type LifeCycles, type Parcel } from 'single-spa';

/** The part of @portal/shell this screen uses: the account not-found the layout mounts too. */
interface ShellModule {
  accountNotFound: LifeCycles;
}

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
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const domElement = hostRef.current;
    if (!domElement) return;
    let active = true;
    let parcel: Parcel | null = null;
    importModule<ShellModule>('@portal/shell')
      .then((shell) => {
        if (!active) return;
        parcel = mountRootParcel(shell.accountNotFound, { domElement });
        return parcel.mountPromise;
      })
      .catch((failure: unknown) => active && setError(failure));
    return () => {
      active = false;
      if (parcel) unmountWhenMounted(parcel);
    };
  }, []);

  if (error) throw error;
  return <div ref={hostRef} />;
}
