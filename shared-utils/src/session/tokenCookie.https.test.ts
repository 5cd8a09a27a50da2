/**
 * @jest-environment-options {"url": "https://portal.test/"}
 */
import { readTokenCookie, writeTokenCookie } from './tokenCookie';

it('marks the session cookie Secure and SameSite=Strict when the portal is served over https', () => {
  const written = jest.spyOn(document, 'cookie', 'set');

  writeTokenCookie('abc');

  expect(window.location.protocol).toBe('https:');
  const [cookie] = written.mock.calls[0];
  expect(cookie).toMatch(/^portal_token=abc;/);
  expect(cookie).toMatch(/; secure(;|$)/);
  expect(cookie).toMatch(/; sameSite=Strict(;|$)/);
  expect(cookie).not.toMatch(/expires|max-age/i);
  expect(readTokenCookie()).toBe('abc');
});
