const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const test = require('node:test');
const { brandForHost, loadBrands, sharesAccounts, DATA_DIR } = require('./index.cjs');

const demo = loadBrands();

/**
 * A copy of the demo brands in a temporary folder, with `change(brandJson)` applied to brand-b
 * (a string it returns replaces the file).
 * @param {(brand: any) => unknown} change
 */
function brandsWith(change) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-brands-'));
  fs.cpSync(DATA_DIR, dir, { recursive: true });
  const file = path.join(dir, 'brand-b', 'brand.json');
  const brand = JSON.parse(fs.readFileSync(file, 'utf8'));
  const changed = change(brand) ?? brand;
  fs.writeFileSync(file, typeof changed === 'string' ? changed : JSON.stringify(changed));
  test.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('the two demo brands load, each with its own hosts and look', () => {
  assert.deepEqual(
    demo.map((brand) => [brand.slug, brand.id, brand.hosts]),
    [
      ['brand-b', 2, ['brand-b.localhost']],
      ['portal', 1, ['localhost', '127.0.0.1']],
    ],
  );
  assert.notEqual(demo[0].tokens.colors.primary, demo[1].tokens.colors.primary);
});

test('a host picks its brand, whatever its port or case; an unknown host picks none', () => {
  assert.equal(brandForHost(demo, 'brand-b.localhost:9000')?.slug, 'brand-b');
  assert.equal(brandForHost(demo, 'LOCALHOST')?.slug, 'portal');
  assert.equal(brandForHost(demo, '127.0.0.1:9200')?.slug, 'portal');
  for (const host of [
    'evil.example.com',
    'brand-b.localhost.evil.com',
    '',
    undefined,
    '[::1]:9000',
  ]) {
    assert.equal(brandForHost(demo, host), null, String(host));
  }
});

test('the deployment’s public host serves the first brand unless a brand lists it', () => {
  assert.equal(
    brandForHost(demo, '192.168.1.20:9000', { publicHost: '192.168.1.20' })?.slug,
    'portal',
  );
  assert.equal(
    brandForHost(demo, 'brand-b.localhost', { publicHost: 'brand-b.localhost' })?.slug,
    'brand-b',
  );
  assert.equal(brandForHost(demo, '192.168.1.21', { publicHost: '192.168.1.20' }), null);
});

test('a bad field stops the start with the file and the field named', () => {
  /** @type {[(brand: any) => unknown, RegExp][]} */
  const cases = [
    [
      (b) => ((b.tokens.colors.primary = 'purple'), b),
      /tokens\.colors\.primary: must be a colour like #0a5bd3/,
    ],
    [(b) => (delete b.company, b), /brand-b\/brand\.json: company: /],
    [(b) => ((b.hosts = ['Brand B!']), b), /hosts\.0: must be a lower-case host name/],
    [
      (b) => ((b.bankTransfer.bsb_number = '032000'), b),
      /bankTransfer\.bsb_number: must be a BSB like 062-000/,
    ],
    [(b) => ((b.colour = '#fff'), b), /brand-b\/brand\.json: \(the file\): .*colour/],
    [(b) => ((b.features.darkMode = true), b), /features: .*darkMode/],
    [
      (b) => ((b.legal.terms.file = 'legal/missing.json'), b),
      /legal\.terms\.file: legal\/missing\.json is not in/,
    ],
    [(b) => ((b.slug = 'brand-c'), b), /slug: must be the folder's name, brand-b/],
    [
      (b) => ((b.hosts = ['localhost']), b),
      /brands brand-b and portal both have the host localhost/,
    ],
    [(b) => ((b.id = 1), b), /brands brand-b and portal both have the id 1/],
    [
      (b) => ((b.accounts.sharedWith = ['nowhere']), b),
      /accounts\.sharedWith: nowhere is not another brand/,
    ],
    [() => '{ "id": 2,', /brand-b\/brand\.json: .*JSON/],
  ];
  for (const [change, message] of cases) {
    assert.throws(() => loadBrands(brandsWith(change)), message);
  }
});

test('accounts are shared between two brands when either names the other', () => {
  const [brandB, portal] = demo;
  assert.equal(sharesAccounts(portal, portal), true);
  assert.equal(sharesAccounts(portal, brandB), false);
  const shared = loadBrands(brandsWith((b) => ((b.accounts.sharedWith = ['portal']), b)));
  assert.equal(sharesAccounts(shared[1], shared[0]), true);
  assert.equal(sharesAccounts(shared[0], shared[1]), true);
});
