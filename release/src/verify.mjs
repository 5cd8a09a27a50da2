// Before a map points at a build, the build must answer at the store's public origin with the
// bytes its manifest names: the manifest itself, then every file's SHA-384.
import { isDeepStrictEqual } from 'node:util';
import { MANIFEST } from './content-address.mjs';
import { integrityOf } from './integrity.mjs';

const UNCHANGED = 'the import map is unchanged';

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answers ${response.status}: ${UNCHANGED}.`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Fetches the build at `root` (its URL, ending in '/'): its manifest, which must equal `expected`
 * when given, then every file it names. Returns the manifest and what was checked.
 */
export async function verifyBuild(root, expected) {
  const manifest = JSON.parse((await fetchBytes(`${root}${MANIFEST}`)).toString('utf8'));
  if (expected && !isDeepStrictEqual(manifest, expected)) {
    throw new Error(`${root}${MANIFEST} is not the manifest of this build: ${UNCHANGED}.`);
  }
  const checked = await Promise.all(
    Object.entries(manifest.files).map(async ([file, integrity]) => {
      const url = `${root}${file}`;
      const actual = integrityOf(await fetchBytes(url));
      if (actual !== integrity) {
        throw new Error(`${url} answers ${actual}, expected ${integrity}: ${UNCHANGED}.`);
      }
      return { url, integrity };
    }),
  );
  return { manifest, checked };
}
