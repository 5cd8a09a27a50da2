// A stand-in for the SystemJS loader (globalThis.System) in tests.

export interface FakeSystem {
  import: jest.Mock<Promise<unknown>, [string]>;
  resolve: jest.Mock<string, [string]>;
  delete: jest.Mock<boolean, [string]>;
  get: jest.Mock<unknown, [string]>;
  getImportMap: jest.Mock<{ imports: Record<string, string> }, []>;
}

/**
 * Installs a fake SystemJS as globalThis.System: `resolve(id)` gives `resolved:<id>`, `delete`
 * succeeds, `get` finds nothing, `getImportMap` gives `imports`; answer imports with
 * `import.mockResolvedValue` and the like.
 */
export function installFakeSystem(imports: Record<string, string> = {}): FakeSystem {
  const system: FakeSystem = {
    import: jest.fn(),
    resolve: jest.fn((id: string) => `resolved:${id}`),
    delete: jest.fn((_id: string) => true),
    get: jest.fn((_id: string): unknown => undefined),
    getImportMap: jest.fn(() => ({ imports })),
  };
  (globalThis as { System?: FakeSystem }).System = system;
  return system;
}

/** Removes globalThis.System, as on a page without SystemJS. */
export function removeFakeSystem(): void {
  delete (globalThis as { System?: FakeSystem }).System;
}
