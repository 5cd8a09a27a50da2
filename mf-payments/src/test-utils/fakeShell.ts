import { installFakeSystem, type FakeSystem } from '@portal/shared-utils/testing';
import type { LifeCycles } from 'single-spa';

/**
 * For tests: a fake SystemJS whose @portal/shell exports an accountNotFound parcel that writes its
 * heading into the element it is given, as the shell's screen does.
 */
export function installFakeShell() {
  const accountNotFound = {
    bootstrap: jest.fn(async () => {}),
    mount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = '<h1>Page not found</h1>';
    }),
    unmount: jest.fn(async ({ domElement }: { domElement: HTMLElement }) => {
      domElement.innerHTML = '';
    }),
  } satisfies LifeCycles<{ domElement: HTMLElement }>;
  const system: FakeSystem = installFakeSystem();
  system.import.mockResolvedValue({ accountNotFound });
  return { system, accountNotFound };
}
