// Reads a request's path for the page host. Anything malformed is the client's error (400), a path
// longer than any page or file of the portal is 414, and no decoded path can climb out of a root.
export const MAX_PATH_LENGTH = 2048;

/** Whether a decoded path holds what no page or file path of the portal does: NUL, controls, "\". */
function hasForbiddenCharacter(pathname) {
  return [...pathname].some((char) => char < ' ' || char === '\u007f' || char === '\\');
}

/**
 * The decoded path of `rawUrl` as `{ pathname }`, or `{ status }` (400 or 414) when the request must
 * be refused: broken percent-encoding, encoded slashes, dot segments, control characters.
 */
export function requestPath(rawUrl = '/') {
  if (rawUrl.length > MAX_PATH_LENGTH) return { status: 414 };
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) return { status: 400 };
  const [rawPath] = rawUrl.split(/[?#]/, 1);
  if (/%2f|%5c/i.test(rawPath)) return { status: 400 };
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (hasForbiddenCharacter(pathname)) return { status: 400 };
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { status: 400 };
  }
  return { pathname };
}
