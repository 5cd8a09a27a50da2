import { installFakeSystem, removeFakeSystem } from '../testing/fakeSystem';
import { forgetModule, importModule } from './systemLoader';

afterEach(removeFakeSystem);

it('imports a module through SystemJS', async () => {
  const system = installFakeSystem();
  system.import.mockResolvedValue({ modals: {} });

  await expect(importModule('@portal/auth')).resolves.toEqual({ modals: {} });
  expect(system.import).toHaveBeenCalledWith('@portal/auth');
});

it('resolves only once the stylesheet the module added has loaded', async () => {
  const system = installFakeSystem();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/mf-auth/1a/portal-auth.css';
  system.import.mockImplementation(async () => {
    document.head.append(link);
    return { modals: {} };
  });
  let imported = false;
  const importing = importModule('@portal/auth').then(() => {
    imported = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(imported).toBe(false);

  link.dispatchEvent(new Event('load'));
  await importing;
  expect(imported).toBe(true);
  link.remove();
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
