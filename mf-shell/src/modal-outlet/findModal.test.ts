import { declareModal, type ModalBodyProps } from '@portal/shared-utils';
import type { LifeCycles } from 'single-spa';
import { findModal } from './findModal';
import type { ModalOwnerModule } from './modalOwners';
import { createOwnerLoader } from './ownerLoader';

const parcel: LifeCycles<ModalBodyProps> = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};

const owners = ['@portal/auth', '@portal/account-profile', '@portal/payments'];

function loaderOf(modules: Record<string, ModalOwnerModule | Error>) {
  const importOwner = jest.fn(async (owner: string) => {
    const module = modules[owner] ?? {};
    if (module instanceof Error) throw module;
    return module;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  return { importOwner, loader: createOwnerLoader(importOwner) };
}

it('asks the owners in turn until one declares the name, and uses its declaration', async () => {
  const declaration = declareModal(parcel, { title: 'Limits', access: 'signed-in' });
  const { importOwner, loader } = loaderOf({
    '@portal/account-profile': { modals: { 'deposit-limits': declaration } },
  });
  await expect(findModal('deposit-limits', loader, owners)).resolves.toEqual({
    owner: '@portal/account-profile',
    settings: declaration,
    parcel: declaration,
  });
  expect(importOwner.mock.calls.map(([owner]) => owner)).toEqual([
    '@portal/auth',
    '@portal/account-profile',
  ]);
});

it('draws a bare parcel of an owner deployed before declarations as the frozen MODALS say', async () => {
  const { loader } = loaderOf({ '@portal/payments': { modals: { deposit: parcel } } });
  await expect(findModal('deposit', loader, owners)).resolves.toEqual({
    owner: '@portal/payments',
    settings: { title: 'Deposit', access: 'signed-in' },
    parcel,
  });
});

it('takes no bare parcel for a name MODALS do not give that owner', async () => {
  const { loader } = loaderOf({ '@portal/auth': { modals: { deposit: parcel, other: parcel } } });
  await expect(findModal('other', loader, owners)).resolves.toBeNull();
  await expect(findModal('deposit', loader, owners)).rejects.toThrow('deposit');
});

it('answers null for a name no owner declares, once every owner has answered', async () => {
  const { importOwner, loader } = loaderOf({});
  await expect(findModal('no-such-modal', loader, owners)).resolves.toBeNull();
  expect(importOwner).toHaveBeenCalledTimes(3);
});

it('finds the modal past an owner that failed, and fails when none declares it', async () => {
  const declaration = declareModal(parcel, { title: 'Deposit', access: 'signed-in' });
  const { loader } = loaderOf({
    '@portal/auth': new Error('offline'),
    '@portal/payments': { modals: { 'new-deposit': declaration } },
  });
  await expect(findModal('new-deposit', loader, owners)).resolves.toMatchObject({
    owner: '@portal/payments',
  });
  await expect(findModal('no-such-modal', loader, owners)).rejects.toThrow('offline');
});
