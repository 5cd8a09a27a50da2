import { useCallback, useEffect, useState } from 'react';
import type { DepositMeta, DepositMethodEntry } from './depositMethods';
import { fetchDepositMethods } from './depositMethodsApi';

export type DepositMethodsState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; entries: DepositMethodEntry[]; meta: DepositMeta };

/** The player's deposit methods and the deposit bounds, with reload after adding or removing one. */
export function useDepositMethods() {
  const [state, setState] = useState<DepositMethodsState>({ status: 'loading' });
  const reload = useCallback(
    () =>
      fetchDepositMethods().then(
        ({ data, meta }) => setState({ status: 'ready', entries: data, meta }),
        (error: unknown) => setState({ status: 'failed', error }),
      ),
    [],
  );
  useEffect(() => {
    let active = true;
    fetchDepositMethods().then(
      ({ data, meta }) => active && setState({ status: 'ready', entries: data, meta }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, []);
  return { state, reload };
}
