import Cookies from 'js-cookie';
import { readTokenCookie, removeTokenCookie, TOKEN_COOKIE, writeTokenCookie } from './tokenCookie';

afterEach(() => removeTokenCookie());

it('stores the token for 365 days, not Secure over http', () => {
  const set = jest.spyOn(Cookies, 'set');

  writeTokenCookie('abc');

  expect(set).toHaveBeenCalledWith(
    TOKEN_COOKIE,
    'abc',
    expect.objectContaining({ expires: 365, secure: false }),
  );
  expect(readTokenCookie()).toBe('abc');
});

it('reads null once the cookie is removed', () => {
  writeTokenCookie('abc');
  removeTokenCookie();
  expect(readTokenCookie()).toBeNull();
});
