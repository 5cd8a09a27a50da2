import { modalsOwnedBy } from '@portal/shared-utils/testing';
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

it('exports a parcel for every modal the registry gives @portal/auth, and for no other', () => {
  expect(Object.keys(modals).sort()).toEqual(modalsOwnedBy('@portal/auth'));
});
