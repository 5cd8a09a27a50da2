import { ApiError } from '../api/ApiError';
import { session$ } from '../streams/session';
import { user$ } from '../streams/user';
import { fakeResponse, installFetchMock } from '../testing/fakeFetch';
import { testUser } from '../testing/testUser';
import { readCachedUser } from './cachedUser';
import { CURRENT_USER_PATH } from './currentUserResponse';
import { updateUser } from './updateUser';

beforeEach(() => {
  user$.next(null);
  session$.next({ token: 'tok' });
});

it('posts the changes to the current user and publishes the account the server answers with', async () => {
  const fetchMock = installFetchMock();
  const changed = testUser({ email: 'new@example.com', email_verified: false });
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: changed } }));

  const user = await updateUser({ email: 'new@example.com' });

  const [url, init] = fetchMock.mock.calls[0];
  expect(String(url)).toContain(CURRENT_USER_PATH);
  expect(init?.method).toBe('POST');
  expect(JSON.parse(String(init?.body))).toEqual({ email: 'new@example.com' });
  expect(user.email).toBe('new@example.com');
  expect(user$.getValue()).toBe(user);
  expect(readCachedUser()).toEqual(user);
});

it('sends an avatar as multipart form data', async () => {
  const fetchMock = installFetchMock();
  fetchMock.mockResolvedValue(fakeResponse({ body: { data: testUser() } }));
  const form = new FormData();
  form.append('avatar', new Blob(['png'], { type: 'image/png' }), 'me.png');

  await updateUser(form);

  expect(fetchMock.mock.calls[0][1]?.body).toBe(form);
});

it('rejects with the field errors of a refused change and keeps the current user', async () => {
  const fetchMock = installFetchMock();
  const current = testUser();
  user$.next(current);
  fetchMock.mockResolvedValue(
    fakeResponse({ status: 422, body: { errors: { email: ['Email taken'] } } }),
  );

  const refused = updateUser({ email: 'taken@example.com' });

  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({ errors: { email: ['Email taken'] } });
  expect(user$.getValue()).toBe(current);
});

it('refuses while signed out, without calling the server', async () => {
  const fetchMock = installFetchMock();
  session$.next({ token: null });

  await expect(updateUser({ phone: '0412345678' })).rejects.toBeInstanceOf(ApiError);
  expect(fetchMock).not.toHaveBeenCalled();
});
