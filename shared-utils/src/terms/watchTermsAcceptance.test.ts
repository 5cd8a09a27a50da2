import { closeModal, modal$, openModal } from '../modal/modalNavigation';
import { patchUser } from '../session/patchUser';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { calledPaths, fakeResponse, installFetchMock, mockRoutes } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import type { User } from '../user/User';
import { watchTermsAcceptance } from './watchTermsAcceptance';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const current = { version: '2026-02', url: '/terms', updated_at: '2026-02-01T00:00:00Z' };

let fetchMock: ReturnType<typeof installFetchMock>;
let stop: () => void;

beforeEach(() => {
  window.history.replaceState(null, '', '/betting');
  window.dispatchEvent(new PopStateEvent('popstate'));
  user$.next(null);
  session$.next({ token: 'tok' });
  fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'GET /terms/current': () => fakeResponse({ body: { data: current } }),
  });
  const subscription = watchTermsAcceptance();
  stop = () => subscription.unsubscribe();
});

afterEach(() => stop());

it('opens the terms modal for a player who accepted an older version, and keeps it open', async () => {
  user$.next(testUser({ accepted_terms_version: '2025-01' }));
  await flush();
  expect(modal$.getValue().name).toBe('terms-and-conditions');

  closeModal();
  expect(modal$.getValue().name).toBe('terms-and-conditions');
  openModal('deposit');
  expect(modal$.getValue().name).toBe('terms-and-conditions');
});

it('asks nothing of a player who accepted the current version', async () => {
  user$.next(testUser({ accepted_terms_version: '2026-02' }));
  await flush();
  expect(modal$.getValue().name).toBeNull();
});

it('asks a player who never accepted, and lets them go on once they accept', async () => {
  user$.next(testUser({ accepted_terms_version: null }));
  await flush();
  expect(modal$.getValue().name).toBe('terms-and-conditions');

  patchUser({ accepted_terms_version: '2026-02' });
  await flush();
  closeModal();
  expect(modal$.getValue().name).toBeNull();
});

it('reads nothing while signed out or for a user without the field, and stops on sign-out', async () => {
  // A user cached by a build from before the field
  const cached: Partial<User> = testUser();
  delete cached.accepted_terms_version;
  user$.next(cached as User);
  await flush();
  expect(calledPaths(fetchMock)).toEqual([]);

  user$.next(testUser({ accepted_terms_version: '2025-01' }));
  user$.next(null);
  await flush();
  expect(modal$.getValue().name).toBeNull();
});

it('asks nothing when the terms cannot be read', async () => {
  mockRoutes(fetchMock, {});
  user$.next(testUser({ accepted_terms_version: '2025-01' }));
  await flush();
  expect(modal$.getValue().name).toBeNull();
});

it('lets the player go on when the modal closes right after accepting, before the terms are read again', async () => {
  user$.next(testUser({ accepted_terms_version: '2025-01' }));
  await flush();
  expect(modal$.getValue().name).toBe('terms-and-conditions');

  let answerTerms: (response: Response) => void = () => undefined;
  mockRoutes(fetchMock, {
    'GET /terms/current': () => new Promise((resolve) => (answerTerms = resolve)),
  });
  patchUser({ accepted_terms_version: '2026-02' });
  closeModal();
  expect(modal$.getValue().name).toBeNull();

  answerTerms(fakeResponse({ body: { data: current } }));
  await flush();
  expect(modal$.getValue().name).toBeNull();
});
