import { readTokenCookie, removeTokenCookie, writeTokenCookie } from './tokenCookie';

afterEach(() => removeTokenCookie());

it('stores the token in a SameSite=Strict session cookie, not Secure over http', () => {
  const written = jest.spyOn(document, 'cookie', 'set');

  writeTokenCookie('abc');

  const [cookie] = written.mock.calls[0];
  expect(cookie).toMatch(/^portal_token=abc;/);
  expect(cookie).toMatch(/; sameSite=Strict(;|$)/);
  // Neither Expires nor Max-Age: the cookie ends with the browser session.
  expect(cookie).not.toMatch(/expires|max-age/i);
  expect(cookie).not.toMatch(/; secure/i);
  expect(readTokenCookie()).toBe('abc');
});

it('reads null once the cookie is removed', () => {
  writeTokenCookie('abc');
  removeTokenCookie();
  expect(readTokenCookie()).toBeNull();
});
