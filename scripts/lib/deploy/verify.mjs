// Before an import map points at a URL, the URL must answer with the bytes the map's integrity
// names. Checked over HTTP at the CDN's origin; without one (the local CDN folder), through a
// short-lived server answering the folder exactly as the static host does.
import { integrityOf } from './integrity.mjs';
import { createCdnServer } from '../cdn-files.mjs';

async function check(origin, url, expected) {
  const response = await fetch(new URL(url, origin));
  if (!response.ok) {
    throw new Error(`${url} answers ${response.status} at ${origin}: the import map is unchanged.`);
  }
  const actual = integrityOf(Buffer.from(await response.arrayBuffer()));
  if (actual !== expected) {
    throw new Error(
      `${url} at ${origin} answers ${actual}, expected ${expected}: the import map is unchanged.`,
    );
  }
  return { url: new URL(url, origin).href, integrity: actual };
}

async function withLocalCdn(work) {
  const server = createCdnServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await work(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/**
 * Fetches every `{ url, integrity }` at `origin` (or the local CDN folder) and fails on the first
 * that is missing or answers other bytes. Returns what was checked.
 */
export function verifyPublished(entries, { origin } = {}) {
  const run = (base) =>
    Promise.all(entries.map(({ url, integrity }) => check(base, url, integrity)));
  return origin ? run(origin) : withLocalCdn(run);
}
