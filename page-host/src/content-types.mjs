// The Content-Type of each kind of file the portal's hosts answer, and which ones travel gzipped.
export const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type of a file by its extension (with the dot); unknown kinds are bytes. */
export const typeOf = (extension) => TYPES[extension] ?? 'application/octet-stream';

/** Whether an answer of this Content-Type is worth gzipping. */
export const compressible = (type) => /^(text\/|application\/json|image\/svg)/.test(type ?? '');
