import type { Subscription } from 'rxjs';
import { session$ } from '../streams/session';
import { installFakeSystem, removeFakeSystem, type FakeSystem } from '../testing/fakeSystem';
import { modalOwnersFor, prefetchModalOwners } from './prefetchModalOwners';

let system: FakeSystem;
let subscription: Subscription;

beforeEach(() => {
  jest.useFakeTimers();
  system = installFakeSystem();
  system.import.mockResolvedValue({});
  session$.next({ token: null });
});

afterEach(() => {
  subscription?.unsubscribe();
  removeFakeSystem();
  jest.useRealTimers();
});

it('names the owners of the modals a signed-out and a signed-in player can open', () => {
  expect(modalOwnersFor(false)).toEqual(['@portal/auth']);
  expect(modalOwnersFor(true).sort()).toEqual([
    '@portal/account-profile',
    '@portal/auth',
    '@portal/payments',
  ]);
});

it('loads them once the browser is idle, each once, again after a sign-in', async () => {
  subscription = prefetchModalOwners();
  expect(system.import).not.toHaveBeenCalled();

  await jest.advanceTimersByTimeAsync(1000);
  expect(system.import.mock.calls.map(([id]) => id)).toEqual(['@portal/auth']);

  session$.next({ token: 'tok' });
  await jest.advanceTimersByTimeAsync(1000);
  expect(system.import.mock.calls.map(([id]) => id).sort()).toEqual([
    '@portal/account-profile',
    '@portal/auth',
    '@portal/payments',
  ]);
});

it('waits for the page to finish loading', async () => {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  subscription = prefetchModalOwners();
  await jest.advanceTimersByTimeAsync(5000);
  expect(system.import).not.toHaveBeenCalled();

  readyState.mockRestore();
  window.dispatchEvent(new Event('load'));
  await jest.advanceTimersByTimeAsync(1000);
  expect(system.import.mock.calls.map(([id]) => id)).toEqual(['@portal/auth']);
});

it('tries a module that failed again at the next change of session', async () => {
  system.import.mockRejectedValueOnce(new Error('offline'));
  subscription = prefetchModalOwners();
  await jest.advanceTimersByTimeAsync(1000);
  session$.next({ token: 'tok' });
  await jest.advanceTimersByTimeAsync(1000);
  expect(system.import.mock.calls.filter(([id]) => id === '@portal/auth')).toHaveLength(2);
});
