// The page host's brand answers: a brand's own files (logos, legal documents) under
// /brand/<slug>/, and the page for a host no brand lists.
import fs from 'node:fs';
import path from 'node:path';
import { answer, refuse } from './answers.mjs';
import { TYPES } from './content-types.mjs';
import { fileUnder } from './file-under.mjs';

const BRAND_FILE = /\.(svg|png|json)$/;

/** A file of the request's own brand; another brand's files, and brand.json, are not served. */
export function sendBrandFile(reply, brand, pathname) {
  const prefix = `/brand/${brand.slug}/`;
  const name = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
  const file =
    name && name !== 'brand.json' && BRAND_FILE.test(name) && fileUnder(brand.dir, `/${name}`);
  if (!file) return refuse(reply, 404);
  return answer(reply, 200, fs.readFileSync(file), TYPES[path.extname(file)], 'no-cache');
}

const LEGACY_LEGAL = /^\/assets\/legal\/(\d+)(\/[a-z0-9-]+)\.json$/;

/**
 * Shell builds deployed before brands were data fetch a legal document at
 * /assets/legal/<brand id>/<page path>.json: the URL of the request's brand's document, or null.
 */
export function legacyLegalUrl(brand, pathname) {
  const [, id, pagePath] = LEGACY_LEGAL.exec(pathname) ?? [];
  if (Number(id) !== brand.id) return null;
  const document = Object.values(brand.legal).find((legal) => legal.path === pagePath);
  return document ? `/brand/${brand.slug}/${document.file}` : null;
}

const UNKNOWN_HOST_PAGE = Buffer.from(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Unknown address</title>
  </head>
  <body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
    <main>
      <h1>This address does not serve a portal.</h1>
      <p>Check the address you typed, or open the site from its usual link.</p>
    </main>
  </body>
</html>
`);

/** 421 Misdirected Request: the host is in no brand's allow-list. */
export function sendUnknownHost(reply) {
  return answer(reply, 421, UNKNOWN_HOST_PAGE, TYPES['.html'], 'no-store');
}
