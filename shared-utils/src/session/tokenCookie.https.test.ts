/**
 * @jest-environment-options {"url": "https://portal.test/"}
 */
import Cookies from 'js-cookie';
import { readTokenCookie, TOKEN_COOKIE, writeTokenCookie } from './tokenCookie';

it('marks the cookie Secure when the portal is served over https', () => {
  const set = jest.spyOn(Cookies, 'set');

  writeTokenCookie('abc');

  expect(window.location.protocol).toBe('https:');
  expect(set).toHaveBeenCalledWith(
    TOKEN_COOKIE,
    'abc',
    expect.objectContaining({ expires: 365, secure: true }),
  );
  expect(readTokenCookie()).toBe('abc');
});
