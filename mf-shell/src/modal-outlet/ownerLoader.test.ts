import { createOwnerLoader } from './ownerLoader';

it('imports an owner once and shares the module', async () => {
  const module = { modals: {} };
  const importOwner = jest.fn(async () => module);
  const loader = createOwnerLoader(importOwner);
  await expect(loader.load('@portal/auth')).resolves.toBe(module);
  await expect(loader.load('@portal/auth')).resolves.toBe(module);
  expect(importOwner).toHaveBeenCalledTimes(1);
});

it('logs and forgets a failed import so the next load tries again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const importOwner = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ modals: {} });
  const forget = jest.fn();
  const loader = createOwnerLoader(importOwner, forget);
  await expect(loader.load('@portal/payments')).rejects.toThrow('offline');
  expect(forget).toHaveBeenCalledWith('@portal/payments');
  expect(logged).toHaveBeenCalledWith('[shell] could not load @portal/payments', expect.any(Error));
  await expect(loader.load('@portal/payments')).resolves.toEqual({ modals: {} });
  expect(importOwner).toHaveBeenCalledTimes(2);
});

it('fetches an owner again once it is forgotten (its parcel failed to mount)', async () => {
  const first = { modals: {} };
  const second = { modals: {} };
  const importOwner = jest.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
  const forget = jest.fn();
  const loader = createOwnerLoader(importOwner, forget);
  await expect(loader.load('@portal/auth')).resolves.toBe(first);
  loader.forget('@portal/auth');
  expect(forget).toHaveBeenCalledWith('@portal/auth');
  await expect(loader.load('@portal/auth')).resolves.toBe(second);
});
