// The import map a page gets: import-map-deployer's map (URLs only) with, for every URL of a build
// in the static store, its Subresource Integrity and its SystemJS depcache, read from the manifest
// published beside the build (build-manifest.json).
import { buildOf, MANIFEST } from './content-address.mjs';

/** Reads a build's manifest over HTTP: the parsed JSON, or null when it does not answer 200. */
export async function manifestOverHttp(url) {
  const response = await fetch(url);
  return response.ok ? response.json() : null;
}

/**
 * `map` with `integrity` and `depcache` for each URL whose build has a manifest (each key left out
 * while it would be empty).
 * `readManifest(url)` resolves a manifest's URL to its JSON, or null.
 */
export async function integrityMap(map, readManifest = manifestOverHttp) {
  const manifests = new Map();
  const manifestOf = (root) => {
    if (!manifests.has(root)) manifests.set(root, readManifest(`${root}${MANIFEST}`));
    return manifests.get(root);
  };
  const integrity = { ...map.integrity };
  const depcache = { ...map.depcache };
  for (const url of new Set(Object.values(map.imports ?? {}))) {
    const build = url.endsWith('/') ? null : buildOf(url);
    const manifest = build && (await manifestOf(build.root));
    const fileIntegrity = manifest?.files?.[build.file];
    if (!fileIntegrity) continue;
    integrity[url] = fileIntegrity;
    const dependencies = manifest.depcache?.[build.file];
    if (dependencies?.length) depcache[url] = dependencies;
  }
  const nonEmpty = (key, value) => (Object.keys(value).length ? { [key]: value } : {});
  return { ...map, ...nonEmpty('integrity', integrity), ...nonEmpty('depcache', depcache) };
}
