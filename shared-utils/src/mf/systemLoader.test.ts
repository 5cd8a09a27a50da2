import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { forgetModule, importModule } from './systemLoader';

afterEach(removeFakeSystem);

it('imports a module through SystemJS', async () => {
  const system = installFakeSystem();
  system.import.mockResolvedValue({ modals: {} });

  await expect(importModule('@portal/auth')).resolves.toEqual({ modals: {} });
  expect(system.import).toHaveBeenCalledWith('@portal/auth');
});

it('rejects, without throwing, when SystemJS is not loaded', async () => {
  let result: Promise<unknown> | undefined;
  expect(() => {
    result = importModule('@portal/auth');
  }).not.toThrow();
  await expect(result).rejects.toThrow('SystemJS is not loaded on this page');
});

it('forgets a module by its resolved URL, so the next import fetches it again', () => {
  const system = installFakeSystem();

  forgetModule('@portal/payments');

  expect(system.resolve).toHaveBeenCalledWith('@portal/payments');
  expect(system.delete).toHaveBeenCalledWith('resolved:@portal/payments');
});

it('forgets quietly when the module never resolved or SystemJS is missing', () => {
  const system = installFakeSystem();
  system.resolve.mockImplementation(() => {
    throw new Error('not in the import map');
  });
  expect(() => forgetModule('@portal/nope')).not.toThrow();

  removeFakeSystem();
  expect(() => forgetModule('@portal/auth')).not.toThrow();
});
