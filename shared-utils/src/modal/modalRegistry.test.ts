import { getConfig } from '../config/config';
import { isModalName, MODALS } from './modalRegistry';

it('keeps every modal that existed before owners declared theirs, with its owner', () => {
  expect(
    Object.fromEntries(Object.entries(MODALS).map(([name, { owner }]) => [name, owner])),
  ).toEqual({
    login: '@portal/auth',
    signup: '@portal/auth',
    'forgot-password': '@portal/auth',
    'reset-password': '@portal/auth',
    'update-password': '@portal/auth',
    'terms-and-conditions': '@portal/auth',
    'session-expired': '@portal/auth',
    verify: '@portal/account-profile',
    'avatar-upload': '@portal/account-profile',
    'onboarding-verification': '@portal/account-profile',
    deposit: '@portal/payments',
    'onboarding-deposit': '@portal/payments',
    whatsnew: 'shell',
  });
  expect(Object.isFrozen(MODALS)).toBe(true);
});

it('flags the modals only a signed-out player sees and those that wait for a login', () => {
  const flagged = (flag: 'signedOutOnly' | 'signedInOnly') =>
    Object.keys(MODALS)
      .filter(isModalName)
      .filter((name) => MODALS[name][flag]);
  expect(flagged('signedOutOnly')).toEqual(['login', 'signup', 'reset-password']);
  expect(flagged('signedInOnly')).toEqual([
    'update-password',
    'verify',
    'avatar-upload',
    'onboarding-verification',
    'deposit',
    'onboarding-deposit',
  ]);
});

it('gives each a title, for the page config where the title depends on it', () => {
  Object.values(MODALS).forEach(({ title }) => {
    expect(typeof title === 'function' ? title(getConfig()) : title).not.toBe('');
  });
});

it('tells the names it keeps from any other string', () => {
  expect(isModalName('login')).toBe(true);
  expect(isModalName('no-such-modal')).toBe(false);
  expect(isModalName('toString')).toBe(false);
});
