import type { RealityCheck } from '@portal/contract';
import { filter, merge, switchMap, tap, type Observable } from 'rxjs';
import { readUntilAnswered } from './dueRealityChecks';

/**
 * The checks that set the schedule, in the order the server made them: a reading when this starts
 * and one on each of `rereads`, and the updates `pushed` to this device (the server's events, its
 * own answers). A reading answered after an update arrived is dropped: the server may have counted
 * it before that update, and the update (or a later one) already says what holds.
 */
export function scheduleUpdates(
  pushed: Observable<RealityCheck>,
  rereads: Observable<unknown>,
  read: () => Promise<RealityCheck>,
): Observable<RealityCheck> {
  let pushes = 0;
  const reading = () => {
    const before = pushes;
    return readUntilAnswered(read).pipe(filter(() => pushes === before));
  };
  return merge(
    pushed.pipe(
      tap(() => {
        pushes += 1;
      }),
    ),
    reading(),
    rereads.pipe(switchMap(reading)),
  );
}
