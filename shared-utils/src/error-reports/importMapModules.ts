/** A module of the page's import map, as an error report names it. */
export interface MapModule {
  name: string;
  /** The content hash (or version) in its URL's path; 'unknown' when the URL carries none. */
  version: string;
}

interface ImportMapLoader {
  getImportMap?(): { imports?: Record<string, string> };
}

// Published builds live at /<folder>/<content hash>/<file> (a 12-digit hash), or a release's
// semantic version in the same place.
const VERSION_SEGMENT = /^(?:[0-9a-f]{8,64}|\d+\.\d+\.\d+[\w.+-]*)$/i;

/**
 * The portal's modules in the import map SystemJS resolved (absolute URLs, with a tester's
 * overrides). The shared libraries are left out: they are root-config's build, in its folder.
 */
function portalModules(): Array<[name: string, url: string]> {
  try {
    const loader = (globalThis as { System?: ImportMapLoader }).System;
    const imports = loader?.getImportMap?.().imports ?? {};
    return Object.entries(imports).filter(([name]) => name.startsWith('@portal/'));
  } catch {
    return [];
  }
}

const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

function versionOf(url: string): string {
  const segments = new URL(url, document.baseURI).pathname.split('/').slice(0, -1);
  return segments.reverse().find((segment) => VERSION_SEGMENT.test(segment)) ?? 'unknown';
}

/** The module `name` names (an import-map name, or a single-spa application "<name>#<export>"). */
export function mapModuleNamed(name: string): MapModule {
  const module = name.split('#')[0];
  const url = portalModules().find(([entry]) => entry === module)?.[1];
  return { name: module, version: url ? versionOf(url) : 'unknown' };
}

/**
 * The module whose folder holds the script at `url`, or null: a micro-frontend's lazily loaded
 * chunks sit beside its entry. The deepest folder wins, then the shortest name (a package's main
 * entry over its other entries in the same folder).
 */
export function mapModuleOfScript(url: string): MapModule | null {
  const [found] = portalModules()
    .map(([name, entry]) => ({ name, entry, folder: folderOf(entry) }))
    .filter(({ folder }) => url.startsWith(folder))
    .sort((a, b) => b.folder.length - a.folder.length || a.name.length - b.name.length);
  return found ? { name: found.name, version: versionOf(found.entry) } : null;
}
