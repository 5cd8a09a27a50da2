import { modalsOwnedBy, testConfig } from '@portal/shared-utils/testing';
import { modals } from './portal-auth';

it('exports a parcel for every modal @portal/auth owns', () => {
  expect(Object.keys(modals).sort()).toEqual(
    [
      'forgot-password',
      'login',
      'reset-password',
      'session-expired',
      'signup',
      'terms-and-conditions',
      'update-password',
    ].sort(),
  );
  Object.values(modals).forEach((parcel) =>
    expect(parcel).toEqual(
      expect.objectContaining({
        bootstrap: expect.any(Function),
        mount: expect.any(Function),
        unmount: expect.any(Function),
      }),
    ),
  );
});

it('declares every modal the frozen MODALS give @portal/auth (a shell deployed before reads them there)', () => {
  expect(Object.keys(modals).sort()).toEqual(expect.arrayContaining(modalsOwnedBy('@portal/auth')));
});

it('declares each modal with its title, who may see it and its chrome (spec 1 §2)', () => {
  const config = testConfig();
  const settings = (fantasy: boolean) =>
    Object.fromEntries(
      Object.entries(modals).map(([name, { title, access, dismissible, bothBrands }]) => [
        name,
        {
          title:
            typeof title === 'function'
              ? title({ ...config, features: { ...config.features, fantasy } })
              : title,
          access,
          dismissible,
          bothBrands,
        },
      ]),
    );
  expect(settings(true)).toEqual({
    login: {
      title: 'LOG IN TO A SINGLE ACCOUNT TO BET AND PLAY',
      access: 'signed-out',
      bothBrands: true,
    },
    signup: {
      title: 'CREATE A SINGLE ACCOUNT TO BET AND PLAY',
      access: 'signed-out',
      bothBrands: true,
    },
    'forgot-password': { title: 'Forgot Details', access: 'any' },
    'reset-password': { title: 'Reset Password', access: 'signed-out' },
    'update-password': { title: 'Change Password', access: 'signed-in' },
    'terms-and-conditions': { title: 'Terms and Conditions', access: 'any', dismissible: false },
    'session-expired': { title: 'Session Expired', access: 'any' },
  });
  expect(settings(false)).toMatchObject({
    login: { title: 'LOG IN' },
    signup: { title: 'SIGN UP' },
  });
});
