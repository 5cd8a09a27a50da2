import Cookies from 'js-cookie';
import { captureReferrer, readReferrer, REFERRER_COOKIE } from './referrerCookie';

afterEach(() => Cookies.remove(REFERRER_COOKIE, { path: '/' }));

it('keeps the Referrer query parameter for 7 days and reads it back', () => {
  const set = jest.spyOn(Cookies, 'set');
  captureReferrer('?modal=signup&Referrer=PARTNER7');

  expect(readReferrer()).toBe('PARTNER7');
  expect(set).toHaveBeenCalledWith(
    REFERRER_COOKIE,
    'PARTNER7',
    expect.objectContaining({ expires: 7, path: '/' }),
  );
});

it('keeps an earlier code when the URL has none', () => {
  captureReferrer('?Referrer=FIRST');
  captureReferrer('?modal=signup');
  expect(readReferrer()).toBe('FIRST');
});

it('reads null when no code was kept', () => {
  expect(readReferrer()).toBeNull();
});
