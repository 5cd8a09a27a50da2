import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { brandSites, themeStyle } from './brand-sites.mjs';
import { legacyLegalUrl } from './brand-files.mjs';
import { createPageHost } from './page-host.mjs';
import { runtimeConfig } from './runtime-config.mjs';

const base = runtimeConfig({}, { apiPort: 9001, realtimePort: 6001 });
const sites = brandSites(base);

test('each demo brand’s host gets its own name, texts, legal documents, logos and client apps', () => {
  const portal = sites.siteFor('localhost:9000').config;
  const violet = sites.siteFor('brand-b.localhost:9000').config;
  assert.equal(portal.brand.name, 'Portal');
  assert.equal(violet.brand.name, 'Violet Bet');
  assert.equal(violet.brand.company, 'Violet Gaming Pty Ltd');
  assert.equal(violet.helplines.AU, '1800 975 707');
  assert.equal(portal.helplines.AU, '1800 858 858');
  assert.deepEqual(violet.brand.legal.terms, {
    version: '2026.1',
    url: '/brand/brand-b/legal/terms-and-conditions.json',
  });
  assert.equal(violet.brand.urls.terms, '/terms-and-conditions');
  assert.equal(violet.brand.logos.dark, '/brand/brand-b/logo-dark.svg');
  // Its intrinsic size, from the SVG: the header keeps the logo's room before it loads.
  assert.deepEqual(violet.brand.logos.darkSize, { width: 170, height: 40 });
  assert.equal(violet.brand.bankTransfer.bsb_number, '032-000');
  assert.deepEqual(
    violet.clientApps.map((app) => app.bonusTypes.map((bonus) => bonus.name)),
    [['Violet Credits'], ['Entry Tickets']],
  );
  assert.equal(violet.apiBaseUrl, portal.apiBaseUrl, 'one API serves both');
  assert.equal(sites.siteFor('unknown.example'), null);
});

test('a flag set for the deployment wins over the brand’s', () => {
  const withFlag = brandSites(
    runtimeConfig({ PORTAL_SINGLE_BRAND: '1' }, { apiPort: 1, realtimePort: 2 }),
  );
  assert.equal(withFlag.siteFor('brand-b.localhost').config.features.singleBrand, true);
  assert.equal(sites.siteFor('brand-b.localhost').config.features.inviteOnlySignup, false);
});

test('the theme writes every token as the custom property the micro-frontends use', () => {
  const style = themeStyle(sites.siteFor('brand-b.localhost').brand);
  assert.match(style, /^<style id="brand-tokens">:root\{.*\}<\/style>$/);
  for (const declaration of [
    '--color-primary:#6a1b9a',
    '--color-header:#2a0f3d',
    '--color-accent:#00c2a8',
    "--font-family:Georgia, 'Times New Roman', serif",
    '--radius:4px',
  ]) {
    assert.ok(style.includes(declaration), declaration);
  }
});

/** GETs `target` from a host started with `env`, with the Host header `hostHeader`. */
async function fetchFrom(env, target, hostHeader) {
  const app = createPageHost({ env: { LOG_LEVEL: 'silent', ...env } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { request } = await import('node:http');
    return await new Promise((resolve, reject) => {
      const req = request(
        { port: app.server.address().port, path: target, headers: { host: hostHeader } },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              type: res.headers['content-type'],
              body: Buffer.concat(chunks).toString(),
            }),
          );
        },
      );
      req.on('error', reject).end();
    });
  } finally {
    await app.close();
  }
}

test('a brand’s files are served on its own host only, and brand.json never', async () => {
  const logo = await fetchFrom({}, '/brand/brand-b/logo-light.svg', 'brand-b.localhost:9000');
  assert.equal(logo.status, 200);
  assert.match(logo.type, /^image\/svg\+xml/);
  assert.match(logo.body, /Violet Bet/);
  assert.equal(
    (await fetchFrom({}, '/brand/brand-b/logo-light.svg', 'localhost:9000')).status,
    404,
  );
  assert.equal((await fetchFrom({}, '/brand/brand-b/brand.json', 'brand-b.localhost')).status, 404);
  const terms = await fetchFrom({}, '/brand/portal/legal/terms-and-conditions.json', 'localhost');
  assert.equal(JSON.parse(terms.body).title, 'Terms and Conditions');
});

test('the public host of the deployment serves the first brand', async () => {
  const config = await fetchFrom(
    { PORTAL_PUBLIC_HOST: '192.168.1.20' },
    '/config.json',
    '192.168.1.20:9000',
  );
  assert.equal(JSON.parse(config.body).brand.slug, 'portal');
});

test('a bad brand file stops the host at start, naming the file and the field', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-brands-'));
  test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(path.join(import.meta.dirname, '../../brands/data'), dir, { recursive: true });
  const file = path.join(dir, 'brand-b', 'brand.json');
  const brand = JSON.parse(fs.readFileSync(file, 'utf8'));
  brand.tokens.colors.accent = 'teal';
  fs.writeFileSync(file, JSON.stringify(brand));
  assert.throws(
    () => createPageHost({ env: { PORTAL_BRANDS_DIR: dir, API_PORT: '1', REALTIME_PORT: '2' } }),
    /brand-b\/brand\.json: tokens\.colors\.accent: must be a colour like #0a5bd3/,
  );
});

test('a shell deployed before brands were data still finds its brand’s legal documents', async () => {
  const old = await fetchFrom({}, '/assets/legal/2/privacy-policy.json', 'brand-b.localhost');
  assert.equal(old.status, 200);
  assert.match(JSON.parse(old.body).summary, /Violet Gaming Pty Ltd/);
  const violet = sites.siteFor('brand-b.localhost').brand;
  assert.equal(
    legacyLegalUrl(violet, '/assets/legal/2/terms-and-conditions.json'),
    '/brand/brand-b/legal/terms-and-conditions.json',
  );
  assert.equal(legacyLegalUrl(violet, '/assets/legal/1/terms-and-conditions.json'), null);
  assert.equal(legacyLegalUrl(violet, '/assets/legal/2/unknown-page.json'), null);
});
