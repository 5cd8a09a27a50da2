import { modalsOwnedBy } from '@portal/shared-utils/testing';
import { activity, modals, transactions, withdraw } from './portal-payments';

const lifecycles = expect.objectContaining({
  bootstrap: expect.any(Function),
  mount: expect.any(Function),
  unmount: expect.any(Function),
});

it('exports withdraw, transactions, activity and the modal parcels @portal/payments owns', () => {
  expect(withdraw).toEqual(lifecycles);
  expect(transactions).toEqual(lifecycles);
  expect(activity).toEqual(lifecycles);
  expect(Object.keys(modals).sort()).toEqual(['deposit', 'onboarding-deposit']);
  Object.values(modals).forEach((parcel) => expect(parcel).toEqual(lifecycles));
});

it('declares every modal the frozen MODALS give @portal/payments (a shell deployed before reads them there)', () => {
  expect(Object.keys(modals).sort()).toEqual(
    expect.arrayContaining(modalsOwnedBy('@portal/payments')),
  );
});

it('declares each modal with its title, for a signed-in player only (spec 1 §2)', () => {
  expect(Object.values(modals).map(({ title, access }) => [title, access])).toEqual([
    ['Deposit', 'signed-in'],
    ['Deposit', 'signed-in'],
  ]);
});
