import type { User } from '../user/User';
import { balanceChanged$ } from './balanceChanged';
import { user$ } from './user';

const user = (balance: number, available_balance: number, extra: Partial<User> = {}) =>
  ({ id: 1, balance, available_balance, ...extra }) as User;

it('emits only when balance or available_balance changes between two user values', () => {
  const emitted: unknown[] = [];
  const subscription = balanceChanged$.subscribe((balance) => emitted.push(balance));

  user$.next(user(1000, 1000));
  user$.next(user(1000, 1000, { first_name: 'Changed' }));
  user$.next(user(1500, 1000));
  user$.next(user(1500, 900));
  user$.next(null);
  user$.next(user(0, 0));
  subscription.unsubscribe();

  expect(emitted).toEqual([
    { balance: 1500, available_balance: 1000 },
    { balance: 1500, available_balance: 900 },
  ]);
});
