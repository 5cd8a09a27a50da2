import type { ParcelConfig } from 'single-spa';
import { modalsOwnedBy } from '../testing/modalsOwnedBy';
import { openModal } from './modalNavigation';
import { isModalName, MODALS, type ModalParcels } from './modalRegistry';

it('maps every modal of spec 1 §2 to its owner', () => {
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
  expect(modalsOwnedBy('shell')).toEqual(['whatsnew']);
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

it('tells the names of the registry from any other string in the URL', () => {
  expect(isModalName('login')).toBe(true);
  expect(isModalName('no-such-modal')).toBe(false);
  expect(isModalName('toString')).toBe(false);
});

it("types openModal and the owners' parcels by the registry (checked by npm run typecheck)", () => {
  const openOutsideTheRegistry = () => {
    // @ts-expect-error not a modal of the registry
    openModal('not-a-modal');
  };
  const parcel: ParcelConfig = {
    bootstrap: async () => {},
    mount: async () => {},
    unmount: async () => {},
  };
  // @ts-expect-error an owner exports parcels for registry names only
  const parcels: ModalParcels = { login: parcel, 'not-a-modal': parcel };
  expect(openOutsideTheRegistry).toBeInstanceOf(Function);
  expect(parcels.login).toBe(parcel);
});
