/** The parts of the SystemJS loader (loaded by root-config's index.html) that the shell uses. */
interface SystemLoader {
  import<T = unknown>(id: string): Promise<T>;
  resolve(id: string): string;
  delete(id: string): boolean;
}

function systemLoader(): SystemLoader {
  const loader = (globalThis as { System?: SystemLoader }).System;
  if (!loader) throw new Error('SystemJS is not loaded on this page');
  return loader;
}

/** Imports a module named in the import map, e.g. '@portal/auth'. */
export function importModule<T>(name: string): Promise<T> {
  return systemLoader().import<T>(name);
}

/** Drops a module from the SystemJS registry, so the next import fetches it again (retry after failure). */
export function forgetModule(name: string) {
  const loader = systemLoader();
  try {
    loader.delete(loader.resolve(name));
  } catch {
    // A module that never resolved is not in the registry: nothing to forget.
  }
}
