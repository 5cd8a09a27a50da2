import { filter, map, pairwise, share, type Observable } from 'rxjs';
import type { User } from '../user/User';
import { user$ } from './user';

export type Balance = Pick<User, 'balance' | 'available_balance'>;

/**
 * Emits the new balance whenever balance or available_balance differs between two user values
 * (a signed-out null in between compares with nothing). Derived from user$: nothing subscribes at
 * import; the first subscriber opens one subscription to user$ that every later subscriber shares,
 * and the last one to leave closes it. user$ replays its current value on subscribe, so the first
 * comparison is against the user as it stands then. Nothing is replayed to a late subscriber.
 */
export const balanceChanged$: Observable<Balance> = user$.pipe(
  pairwise(),
  filter(
    (pair): pair is [User, User] =>
      pair[0] !== null &&
      pair[1] !== null &&
      (pair[0].balance !== pair[1].balance ||
        pair[0].available_balance !== pair[1].available_balance),
  ),
  map(([, next]) => ({ balance: next.balance, available_balance: next.available_balance })),
  share(),
);
