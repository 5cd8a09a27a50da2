import { modalsOwnedBy } from '@portal/shared-utils/testing';
import { modals, transactions, withdraw } from './portal-payments';

const lifecycles = expect.objectContaining({
  bootstrap: expect.any(Function),
  mount: expect.any(Function),
  unmount: expect.any(Function),
});

it('exports withdraw, transactions and the modal parcels @portal/payments owns', () => {
  expect(withdraw).toEqual(lifecycles);
  expect(transactions).toEqual(lifecycles);
  expect(Object.keys(modals).sort()).toEqual(['deposit', 'onboarding-deposit']);
  Object.values(modals).forEach((parcel) => expect(parcel).toEqual(lifecycles));
});

it('exports a parcel for every modal the registry gives @portal/payments, and for no other', () => {
  expect(Object.keys(modals).sort()).toEqual(modalsOwnedBy('@portal/payments'));
});
