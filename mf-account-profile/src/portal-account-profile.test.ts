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

it('declares every modal the frozen MODALS give @portal/account-profile (a shell deployed before reads them there)', () => {
  expect(Object.keys(modals).sort()).toEqual(
    expect.arrayContaining(modalsOwnedBy('@portal/account-profile')),
  );
});

it('declares each modal with its title, for a signed-in player only (spec 1 §2)', () => {
  expect(Object.values(modals).map(({ title, access }) => [title, access])).toEqual([
    ['Verify Your Identity', 'signed-in'],
    ['Upload Avatar', 'signed-in'],
    ['Verify Your Identity', 'signed-in'],
  ]);
});
