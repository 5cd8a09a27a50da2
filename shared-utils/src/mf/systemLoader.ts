import { stylesheetsLoaded } from './pageStylesheets';

/** The parts of the SystemJS loader (loaded by root-config's index.html) that the portal uses. */
interface SystemLoader {
  import<T = unknown>(id: string): Promise<T>;
  resolve(id: string): string;
  delete(id: string): boolean;
  /** The namespace of a module that has run, by resolved URL; undefined until then. */
  get(id: string): unknown;
}

function systemLoader(): SystemLoader {
  const loader = (globalThis as { System?: SystemLoader }).System;
  if (!loader) throw new Error('SystemJS is not loaded on this page');
  return loader;
}

/**
 * Imports a module by import-map name (e.g. '@portal/auth') or URL through SystemJS, resolving once
 * the stylesheets it added to the page have loaded too; a missing SystemJS is a rejected promise, never a throw.
 */
export async function importModule<T>(id: string): Promise<T> {
  const module = await systemLoader().import<T>(id);
  await stylesheetsLoaded();
  return module;
}

/** Drops a module from the SystemJS registry, so the next import fetches it again (retry after failure). */
export function forgetModule(id: string): void {
  try {
    const loader = systemLoader();
    loader.delete(loader.resolve(id));
  } catch {
    // A module that never resolved is not in the registry: nothing to forget.
  }
}

/**
 * The module `id` names when it has already run on this page (another module imported it), or null:
 * never starts a load. Null without SystemJS or when the map does not name `id`.
 */
export function loadedModule<T>(id: string): T | null {
  try {
    const loader = systemLoader();
    return (loader.get(loader.resolve(id)) as T | undefined) ?? null;
  } catch {
    return null;
  }
}
