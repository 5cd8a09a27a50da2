// Where the page host reads the live import map: the deployer's map at an http(s) URL, fetched and
// kept for a short time (the last good map is served while the deployer does not answer), or a
// file the deployer writes (the local CDN folder's live map), read on every request.
// import-map-deployer keeps URLs only: each module's integrity and depcache come from the manifest
// published beside its build (release/src/integrity-map.mjs), read once, since a build never changes.
import fs from 'node:fs/promises';
import { integrityMap, manifestOverHttp } from '@portal/release/integrity-map.mjs';

/** The map `text` parsed, or an error naming `location` when it is no import map. */
function parsed(text, location) {
  const map = JSON.parse(text);
  if (!map || typeof map.imports !== 'object' || map.imports === null) {
    throw new Error(`${location} is not an import map (no "imports").`);
  }
  return { map, json: Buffer.from(text) };
}

function fileSource(file) {
  return async () => {
    const text = await fs.readFile(file, 'utf8').catch((error) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(`No live import map at ${file}: publish the builds first.`);
    });
    return parsed(text, file);
  };
}

function urlSource(url, { ttlMs, timeoutMs, log, now }) {
  let lastGood = null;
  let checkedAt = -Infinity;
  let pending = null;
  const manifests = new Map();
  const readManifest = (manifestUrl) => {
    if (!manifests.has(manifestUrl)) {
      // A manifest that did not answer is asked for again with the next map.
      const forget = () => manifests.delete(manifestUrl);
      const reading = manifestOverHttp(manifestUrl).then(
        (manifest) => (manifest ? manifest : (forget(), null)),
        (error) => {
          forget();
          throw error;
        },
      );
      manifests.set(manifestUrl, reading);
    }
    return manifests.get(manifestUrl);
  };
  const fetchMap = async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { map } = parsed(await response.text(), url);
    const served = await integrityMap(map, readManifest);
    return { map: served, json: Buffer.from(JSON.stringify(served)) };
  };
  const refresh = () =>
    fetchMap()
      .then((fresh) => (lastGood = fresh))
      .catch((error) => {
        if (!lastGood) throw error;
        log.warn({ err: error, url }, 'import map unavailable: serving the last good one');
        return lastGood;
      })
      .finally(() => {
        checkedAt = now();
        pending = null;
      });
  return () => {
    if (lastGood && now() - checkedAt < ttlMs) return Promise.resolve(lastGood);
    pending ??= refresh();
    return pending;
  };
}

/**
 * `read()` resolves to `{ map, json }`, the live import map and its bytes as served, or rejects
 * when there is none (no file, or a deployer that never answered).
 * @param {string} location
 * @param {{ ttlMs?: number, timeoutMs?: number, log?: { warn: Function }, now?: () => number }} [options]
 */
export function importMapSource(
  location,
  { ttlMs = 5000, timeoutMs = 3000, log = console, now = Date.now } = {},
) {
  const remote = /^https?:\/\//i.test(location);
  return {
    location,
    read: remote ? urlSource(location, { ttlMs, timeoutMs, log, now }) : fileSource(location),
  };
}
