import { useCallback, useEffect, useState } from 'react';
import type { ModalOwnerModule } from './modalOwners';
import type { OwnerLoader } from './ownerLoader';

export type OwnerModuleState =
  | { status: 'loading' }
  | { status: 'ready'; module: ModalOwnerModule }
  | { status: 'error'; error: unknown };

interface Loaded {
  owner: string;
  attempt: number;
  state: OwnerModuleState;
}

/**
 * Loads the modal's owning micro-frontend; `retry` loads it again (a new `attempt`) after a failure.
 */
export function useOwnerModule(loader: OwnerLoader, owner: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loader.load(owner).then(
      (module) => current && setLoaded({ owner, attempt, state: { status: 'ready', module } }),
      (error: unknown) => {
        if (!current) return;
        console.error(`[shell] could not load ${owner}`, error);
        setLoaded({ owner, attempt, state: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, owner, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: OwnerModuleState =
    loaded && loaded.owner === owner && loaded.attempt === attempt
      ? loaded.state
      : { status: 'loading' };
  return { state, attempt, retry };
}
