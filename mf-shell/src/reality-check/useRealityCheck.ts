import type { RealityCheck } from '@portal/contract';
import { useEffect, useState } from 'react';
import { userChannelSubscribed$ } from '@portal/shared-utils';
import { Subject, filter, merge, tap } from 'rxjs';
import { acknowledgeRealityCheck } from './acknowledgeRealityCheck';
import { dueRealityChecks } from './dueRealityChecks';
import { fetchRealityCheck } from './fetchRealityCheck';
import { isRealityCheck } from './isRealityCheck';
import { realityCheckUpdates } from './realityCheckUpdates';
import { scheduleUpdates } from './scheduleUpdates';

export interface RealityCheckState {
  /** The check to show now, as the server counted it when it fell due; null when none is due. */
  due: RealityCheck | null;
  /** Tells the server the player answered; the next check is scheduled from its reply. */
  acknowledge: () => Promise<void>;
}

/**
 * The signed-in player's reality checks: read once and again each time the player's channel is subscribed,
 * rescheduled by every update the server publishes and by this device's answers. A check answered elsewhere (its due time moved) stops
 * showing here too.
 */
export function useRealityCheck(): RealityCheckState {
  const [due, setDue] = useState<RealityCheck | null>(null);
  const [answers] = useState(() => new Subject<RealityCheck>());

  useEffect(() => {
    const updates = scheduleUpdates(
      merge(realityCheckUpdates(), answers.pipe(filter(isRealityCheck))),
      // Events sent before the player's channel was subscribed (or while it was down) are lost.
      userChannelSubscribed$,
      fetchRealityCheck,
    ).pipe(
      // An answer without a check in it (not the API's shape) leaves the schedule as it is.
      filter(isRealityCheck),
      tap((update) =>
        setDue((shown) => (shown && shown.next_check_at !== update.next_check_at ? null : shown)),
      ),
    );
    const subscription = dueRealityChecks(updates, fetchRealityCheck).subscribe(setDue);
    return () => subscription.unsubscribe();
  }, [answers]);

  return {
    due,
    acknowledge: async () => answers.next(await acknowledgeRealityCheck()),
  };
}
