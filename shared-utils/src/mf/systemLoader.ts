/** The parts of the SystemJS loader (loaded by root-config's index.html) that the client app host uses. */
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

/** Imports a module by URL (or import-map name) through SystemJS. */
export function importModule<T>(url: string): Promise<T> {
  try {
    return systemLoader().import<T>(url);
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Drops a module from the SystemJS registry, so the next import fetches it again. */
export function forgetModule(url: string): void {
  try {
    const loader = systemLoader();
    loader.delete(loader.resolve(url));
  } catch {
    // A module that never resolved is not in the registry: nothing to forget.
  }
}
