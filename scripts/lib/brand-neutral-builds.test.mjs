// One build serves every brand (issue 17): no built micro-frontend may name a configured brand. For
// each brand in brands/data/<slug>/brand.json this collects its name, company, product names,
// colours, helplines, bank account, absolute URLs and non-loopback host names, and looks for them
// in every built file the browser gets (the live version in the local CDN folder publish wrote, or
// else each package's dist). root-config's builds of npm libraries (shared/, vendor/) are third-party code and skipped.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { liveMap, versionIn } from './cdn.mjs';
import { cdnDir, FRONTEND_FOLDERS, ROOT } from './workspace.mjs';

const BRANDS_DIR = path.join(ROOT, 'brands/data');
const SCANNED = /\.(js|css|html|json|svg)$/;
const THIRD_PARTY = [/^root-config\/shared\//, /^root-config\/vendor\//];
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Black and white are no brand's colour. */
const NEUTRAL_COLOURS = new Set(['#fff', '#ffffff', '#000', '#000000']);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `text` that does not match inside a longer word or number (createPortal). */
function wholeWord(text, flags = '') {
  const start = /^\w/.test(text) ? '(?<![\\w])' : '';
  const end = /\w$/.test(text) ? '(?![\\w])' : '';
  return new RegExp(`${start}${escape(text)}${end}`, flags);
}

/** '#aabbcc' and '#abc' both, either case, not inside a longer hex colour. */
function colourPattern(colour) {
  const hex = colour.toLowerCase().slice(1);
  const short = hex.length === 6 && /^(.)\1(.)\2(.)\3$/.test(hex) ? hex[0] + hex[2] + hex[4] : '';
  const long = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : '';
  const forms = [hex, short, long].filter(Boolean).map((form) => `#${form}`);
  return new RegExp(`(?:${forms.join('|')})(?![0-9a-f])`, 'i');
}

function stringsIn(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** What would give a brand away in a build: `{ label, pattern }` for each string. */
export function brandStrings(brand) {
  const texts = [
    ['name', brand.name],
    ['company', brand.company],
    ['bank account name', brand.bankTransfer?.account_name],
    ['bank account number', brand.bankTransfer?.account_number],
    ['bank BSB', brand.bankTransfer?.bsb_number],
    ...(brand.clientApps ?? []).map((app) => [`client app ${app.clientId} product`, app.product]),
    ...Object.entries(brand.regions ?? {}).map(([region, { helpline }]) => [
      `${region} helpline`,
      helpline,
    ]),
  ];
  const urls = stringsIn(brand)
    .flatMap((text) => text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])
    .map((url) => url.replace(/[.,;:!?]+$/, ''));
  const hosts = [...(brand.hosts ?? []), ...urls.map((url) => new URL(url).hostname)].filter(
    (host) => !LOOPBACK.has(host),
  );
  const colours = Object.entries(brand.tokens?.colors ?? {}).filter(
    ([, colour]) => !NEUTRAL_COLOURS.has(colour.toLowerCase()),
  );
  return [
    ...texts
      .filter(([, text]) => text)
      .map(([label, text]) => ({ label, text, pattern: wholeWord(text) })),
    ...urls.map((url) => ({ label: 'URL', text: url, pattern: wholeWord(url) })),
    ...[...new Set(hosts)].map((host) => ({
      label: 'host',
      text: host,
      pattern: wholeWord(host, 'i'),
    })),
    ...colours.map(([token, colour]) => ({
      label: `colour ${token}`,
      text: colour,
      pattern: colourPattern(colour),
    })),
  ];
}

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Each package's build folder: its live version in the CDN folder, else its dist. */
function buildFolders() {
  const map = liveMap();
  const fromCdn = FRONTEND_FOLDERS.map((folder) => {
    const version = versionIn(map, folder);
    return version && { folder, dir: path.join(cdnDir(), folder, version) };
  });
  if (fromCdn.every((build) => build && fs.existsSync(build.dir))) return fromCdn;
  const fromDist = FRONTEND_FOLDERS.map((folder) => ({
    folder,
    dir: path.join(ROOT, folder, 'dist'),
  }));
  const missing = fromDist.filter(({ dir }) => !fs.existsSync(dir)).map(({ folder }) => folder);
  if (missing.length) {
    throw new Error(
      `No published or built ${missing.join(', ')}: build first (npm run build -w <package>).`,
    );
  }
  return fromDist;
}

/** The brand strings found in the files of `builds`, as "file: label 'text'" lines. */
export function brandStringsInBuilds(brands, builds) {
  const byText = new Map();
  brands.forEach((brand) =>
    brandStrings(brand)
      .filter(({ text }) => !byText.has(text))
      .forEach((string) => byText.set(string.text, { ...string, brand: brand.slug })),
  );
  const strings = [...byText.values()];
  return builds.flatMap(({ folder, dir }) =>
    filesUnder(dir)
      .map((file) => ({ file, name: `${folder}/${path.relative(dir, file)}` }))
      .filter(
        ({ name }) => SCANNED.test(name) && !THIRD_PARTY.some((pattern) => pattern.test(name)),
      )
      .flatMap(({ file, name }) => {
        const content = fs.readFileSync(file, 'utf8');
        return strings
          .filter(({ pattern }) => pattern.test(content))
          .map(({ brand, label, text }) => `${name}: ${brand}'s ${label} '${text}'`);
      }),
  );
}

function configuredBrands() {
  return fs
    .readdirSync(BRANDS_DIR)
    .map((slug) => path.join(BRANDS_DIR, slug, 'brand.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
}

test('no built micro-frontend contains a configured brand’s name, company, colour, helpline, bank account, URL or host', () => {
  const brands = configuredBrands();
  assert.ok(brands.length > 0, `no brand.json under ${BRANDS_DIR}`);
  assert.deepEqual(brandStringsInBuilds(brands, buildFolders()), []);
});

test('the check finds a brand’s strings in a build and ignores longer words and loopback hosts', (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-neutral-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const brand = {
    slug: 'acme',
    name: 'Acme',
    company: 'Acme Pty Ltd',
    hosts: ['localhost', 'acme.example'],
    tokens: { colors: { primary: '#AA33CC', surface: '#ffffff', accent: '#112233' } },
    regions: { AU: { helpline: '1800 111 222', regulator: 'See https://rules.example/acme.' } },
    bankTransfer: { account_number: '13572468' },
  };
  fs.mkdirSync(path.join(dir, 'shared'));
  fs.writeFileSync(
    path.join(dir, 'clean.js'),
    'createAcme("#fff");fetch("http://localhost:9001");x="#1122334";n=9135724680;',
  );
  fs.writeFileSync(path.join(dir, 'brand.js'), 'a={n:"Acme",c:"#a3c",h:"1800 111 222"}');
  fs.writeFileSync(
    path.join(dir, 'brand.css'),
    ':root{--x:#112233}a[href="https://rules.example/acme."]{}',
  );
  fs.writeFileSync(path.join(dir, 'brand.js.map'), '"Acme Pty Ltd"');
  fs.writeFileSync(path.join(dir, 'shared/lib.js'), 'e="Acme"');

  const found = brandStringsInBuilds([brand], [{ folder: 'root-config', dir }]);

  assert.deepEqual(found.sort(), [
    "root-config/brand.css: acme's URL 'https://rules.example/acme'",
    "root-config/brand.css: acme's colour accent '#112233'",
    "root-config/brand.css: acme's host 'rules.example'",
    "root-config/brand.js: acme's AU helpline '1800 111 222'",
    "root-config/brand.js: acme's colour primary '#AA33CC'",
    "root-config/brand.js: acme's name 'Acme'",
  ]);
});
