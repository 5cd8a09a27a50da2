// Subresource Integrity: the hash a browser checks a script against before it runs it, and the one
// a release checks every uploaded file against before the map points at it.
import crypto from 'node:crypto';

/** The SRI value ("sha384-<base64>") of a file's bytes. */
export function integrityOf(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}
