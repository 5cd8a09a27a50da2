import type { NetPosition } from '@portal/contract';
import { balanceChanged$ } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { EMPTY, catchError, from, startWith, switchMap } from 'rxjs';
import { fetchNetPosition } from './fetchNetPosition';

/**
 * The player's net position, read when the strip mounts and again whenever money moves. It follows
 * the balance as the balance button does: the 'wallet.balance.updated' event on the player's
 * channel sets the new balance, and a channel subscribed again after a reconnection reads the user,
 * so an event missed meanwhile is caught up too. The figures shown stay until the new ones arrive;
 * a failed read keeps them.
 */
export function useNetPosition(): NetPosition | null {
  const [position, setPosition] = useState<NetPosition | null>(null);

  useEffect(() => {
    const subscription = balanceChanged$
      .pipe(
        startWith(null),
        switchMap(() => from(fetchNetPosition()).pipe(catchError(() => EMPTY))),
      )
      .subscribe(setPosition);
    return () => subscription.unsubscribe();
  }, []);

  return position;
}
