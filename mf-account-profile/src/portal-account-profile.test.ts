import { modalsOwnedBy } from '@portal/shared-utils/testing';
import { modals, profile } from './portal-account-profile';

const lifecycles = expect.objectContaining({
  bootstrap: expect.any(Function),
  mount: expect.any(Function),
  unmount: expect.any(Function),
});

it('exports the profile application and the modal parcels @portal/account-profile owns', () => {
  expect(profile).toEqual(lifecycles);
  expect(Object.keys(modals).sort()).toEqual([
    'avatar-upload',
    'onboarding-verification',
    'verify',
  ]);
  Object.values(modals).forEach((parcel) => expect(parcel).toEqual(lifecycles));
});

it('exports a parcel for every modal the registry gives @portal/account-profile, and for no other', () => {
  expect(Object.keys(modals).sort()).toEqual(modalsOwnedBy('@portal/account-profile'));
});
