import { ApiError } from '../api/ApiError';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { fakeResponse, installFetchMock, mockRoutes, requestHeaders } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import type { User } from '../user/User';
import { login } from './login';
import { CURRENT_USER_PATH } from './currentUserResponse';
import { sessionStart$ } from './sessionStart';
import { readTokenCookie, removeTokenCookie } from './tokenCookie';

const locale = {
  available_limits: [{ id: 1, durations: [{ id: 1, name: 'Daily' }] }],
  bank_document_required: true,
};

beforeEach(() => {
  removeTokenCookie();
  session$.next({ token: null });
  user$.next(null);
});

it('posts the credentials, stores the token in the cookie and fetches the user', async () => {
  const fetchMock = installFetchMock();
  const userWithoutLocale: Partial<User> = { ...testUser() };
  delete userWithoutLocale.locale;
  mockRoutes(fetchMock, {
    'POST /auth': () => fakeResponse({ body: { status: 'success', token: 'tok-1' } }),
    [`GET ${CURRENT_USER_PATH}`]: () =>
      fakeResponse({
        body: { data: userWithoutLocale, meta: { locale } },
        headers: { 'session-time': '120' },
      }),
  });
  const before = Date.now();

  const { response, user } = await login({
    email: 'demo.au@portal.test',
    password: 'Demo1234!',
    recaptchaToken: 'rc',
  });

  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
    email: 'demo.au@portal.test',
    password: 'Demo1234!',
    recaptcha_token: 'rc',
    platform: 'web',
  });
  expect(response.token).toBe('tok-1');
  expect(readTokenCookie()).toBe('tok-1');
  expect(session$.getValue()).toEqual({ token: 'tok-1' });
  expect(requestHeaders(fetchMock, 1).get('Authorization')).toBe('Bearer tok-1');
  expect(user).toEqual({ ...userWithoutLocale, locale });
  expect(user$.getValue()).toEqual(user);
  const start = sessionStart$.getValue() ?? 0;
  expect(start).toBeGreaterThanOrEqual(before - 120_000);
  expect(start).toBeLessThanOrEqual(Date.now() - 120_000);
});

it('rejects with the ApiError of a refused login and stays signed out', async () => {
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /auth': () =>
      fakeResponse({
        status: 422,
        body: {
          errors: { error: ['Wrong details'] },
          meta: { require_password_reset: true, email: 'a@b.c' },
        },
      }),
  });

  const error = await login({ email: 'a@b.c', password: 'x', recaptchaToken: '' }).catch(
    (e: unknown) => e,
  );

  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).meta).toEqual({ require_password_reset: true, email: 'a@b.c' });
  expect(session$.getValue().token).toBeNull();
  expect(readTokenCookie()).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('asks for a read-only session when a closed account reads its statements', async () => {
  const fetchMock = installFetchMock();
  mockRoutes(fetchMock, {
    'POST /auth': () => fakeResponse({ body: { status: 'success', token: 'tok-closed' } }),
    [`GET ${CURRENT_USER_PATH}`]: () =>
      fakeResponse({ body: { data: testUser(), meta: { locale } } }),
  });

  await login({ email: 'a@b.c', password: 'x', recaptchaToken: '', readOnly: true });

  expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ read_only: true });
  expect(session$.getValue()).toEqual({ token: 'tok-closed' });
});
