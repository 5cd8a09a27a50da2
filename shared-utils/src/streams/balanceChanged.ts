import { Subject, filter, map, pairwise } from 'rxjs';
import type { User } from '../user/User';
import { user$ } from './user';

export type Balance = Pick<User, 'balance' | 'available_balance'>;

/** Emits the new balance whenever balance or available_balance differs between two user values. */
export const balanceChanged$ = new Subject<Balance>();

user$
  .pipe(
    pairwise(),
    filter(
      (pair): pair is [User, User] =>
        pair[0] !== null &&
        pair[1] !== null &&
        (pair[0].balance !== pair[1].balance ||
          pair[0].available_balance !== pair[1].available_balance),
    ),
    map(([, next]) => ({ balance: next.balance, available_balance: next.available_balance })),
  )
  .subscribe((balance) => balanceChanged$.next(balance));
