// Where a build lives in the static store: <folder>/<version>/, the version being the content hash
// of its files, with its manifest (build-manifest.json) beside them. Nothing under such a path
// ever changes, so a URL names exactly one set of bytes.
export const MANIFEST = 'build-manifest.json';
const VERSION = /^[0-9a-f]{12}$/;

const isVersion = (segment) => VERSION.test(segment);

/** The store key of `file` in the build `version` of `folder` ('' for the build's folder). */
export const buildKey = (folder, version, file = '') => `${folder}/${version}/${file}`;

/**
 * The build a URL of the store points into: the URL of its folder (up to and including the first
 * path segment that is a version), and the file's path inside it. Null for any other URL.
 */
export function buildOf(url) {
  if (!/^https?:\/\//.test(url)) return null;
  const { origin, pathname } = new URL(url);
  const segments = pathname.split('/');
  const at = segments.findIndex(isVersion);
  if (at < 0 || at === segments.length - 1) return null;
  return {
    root: `${origin}${segments.slice(0, at + 1).join('/')}/`,
    file: segments.slice(at + 1).join('/'),
  };
}
