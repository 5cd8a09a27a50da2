import type { User } from '../user/User';
import { balanceChanged$, type Balance } from './balanceChanged';
import { user$ } from './user';

const user = (balance: number, available_balance: number, extra: Partial<User> = {}) =>
  ({ id: 1, balance, available_balance, ...extra }) as User;

afterEach(() => user$.next(null));

it('subscribes to nothing at import', async () => {
  await jest.isolateModulesAsync(async () => {
    const fresh = await import('./user');
    await import('./balanceChanged');
    expect(fresh.user$.observed).toBe(false);
  });
});

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

it('does not emit on changes of other user fields', () => {
  user$.next(user(1000, 1000));
  const emitted: Balance[] = [];
  const subscription = balanceChanged$.subscribe((balance) => emitted.push(balance));

  user$.next(user(1000, 1000, { first_name: 'Changed' }));
  user$.next(user(1000, 1000, { email: 'new@example.com' }));
  subscription.unsubscribe();

  expect(emitted).toEqual([]);
});

it('compares the first change with the user already loaded when the subscriber came', () => {
  user$.next(user(1000, 1000));
  const emitted: Balance[] = [];
  const subscription = balanceChanged$.subscribe((balance) => emitted.push(balance));

  expect(emitted).toEqual([]);
  user$.next(user(1200, 1000));
  subscription.unsubscribe();

  expect(emitted).toEqual([{ balance: 1200, available_balance: 1000 }]);
});

it('serves every subscriber from one subscription to user$, closed when the last one leaves', () => {
  const subscribe = jest.spyOn(user$, 'subscribe');
  expect(user$.observed).toBe(false);

  const first: Balance[] = [];
  const second: Balance[] = [];
  const a = balanceChanged$.subscribe((balance) => first.push(balance));
  const b = balanceChanged$.subscribe((balance) => second.push(balance));
  expect(subscribe).toHaveBeenCalledTimes(1);
  expect(user$.observed).toBe(true);

  user$.next(user(1000, 1000));
  user$.next(user(900, 900));
  a.unsubscribe();
  expect(user$.observed).toBe(true);
  b.unsubscribe();

  expect(user$.observed).toBe(false);
  expect(first).toEqual([{ balance: 900, available_balance: 900 }]);
  expect(second).toEqual(first);
});

it('replays nothing to a late subscriber', () => {
  const early = balanceChanged$.subscribe();
  user$.next(user(1000, 1000));
  user$.next(user(800, 800));

  const late: Balance[] = [];
  const subscription = balanceChanged$.subscribe((balance) => late.push(balance));
  early.unsubscribe();
  subscription.unsubscribe();

  expect(late).toEqual([]);
});
