import type * as ReactQuery from '@tanstack/react-query';
import { importModule, loadedModule } from '../mf/systemLoader';

/** @tanstack/react-query, built once by root-config and named in the import map. */
export type QueryLibrary = typeof ReactQuery;

const QUERY_LIBRARY = '@tanstack/react-query';

/**
 * The query library when a module on the page has already imported it (SystemJS runs a module's
 * dependencies first, so it is there before any micro-frontend that uses its hooks runs), else null.
 * The kernel never imports it statically: its main module is in the signed-out first load, and the
 * library must not be.
 */
export function loadedQueryLibrary(): QueryLibrary | null {
  return loadedModule<QueryLibrary>(QUERY_LIBRARY);
}

/** Loads the query library through the import map (once; later calls share the module). */
export function loadQueryLibrary(): Promise<QueryLibrary> {
  return importModule<QueryLibrary>(QUERY_LIBRARY);
}
