// Reads every brand folder (brands/data/<slug>/brand.json) and checks it at start: the schema, then
// what no single file can say (unique ids and hosts, the files it names, the brands it shares with).
// The first problem stops the start with a message naming the file and the field.
const fs = require('node:fs');
const path = require('node:path');
const { BrandSchema } = require('./schema.cjs');

const DATA_DIR = path.join(__dirname, '..', 'data');

/** @typedef {import('zod').infer<typeof BrandSchema> & { dir: string }} Brand */

class BrandConfigError extends Error {}

/**
 * "hosts.1" from a zod issue path, or "(the file)" for the root.
 * @param {PropertyKey[]} issuePath
 */
const fieldOf = (issuePath) => (issuePath.length ? issuePath.join('.') : '(the file)');

/**
 * @param {string} dir
 * @param {string} file
 * @returns {Brand}
 */
function readBrand(dir, file) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new BrandConfigError(`${file}: ${/** @type {Error} */ (error).message}`);
  }
  const result = BrandSchema.safeParse(data);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new BrandConfigError(`${file}: ${fieldOf(issue.path)}: ${issue.message}`);
  }
  const brand = result.data;
  if (brand.slug !== path.basename(dir)) {
    throw new BrandConfigError(`${file}: slug: must be the folder's name, ${path.basename(dir)}`);
  }
  const files = [
    ['logos.light', brand.logos.light],
    ['logos.dark', brand.logos.dark],
    ...Object.entries(brand.legal).map(([kind, document]) => [`legal.${kind}.file`, document.file]),
  ];
  for (const [field, name] of files) {
    if (!fs.existsSync(path.join(dir, name))) {
      throw new BrandConfigError(`${file}: ${field}: ${name} is not in ${dir}`);
    }
  }
  return { ...brand, dir };
}

/**
 * @param {Brand[]} brands
 * @param {string} what
 * @param {(brand: Brand) => unknown[]} valuesOf
 */
function assertUnique(brands, what, valuesOf) {
  const seen = new Map();
  for (const brand of brands) {
    for (const value of valuesOf(brand)) {
      if (seen.has(value)) {
        throw new BrandConfigError(
          `brands ${seen.get(value)} and ${brand.slug} both have ${what} ${value}`,
        );
      }
      seen.set(value, brand.slug);
    }
  }
}

/**
 * The brands in `dataDir` (default brands/data), each validated, with `dir` its folder. Throws a
 * BrandConfigError naming the file and field of the first problem.
 * @param {string} [dataDir]
 * @returns {Brand[]}
 */
function loadBrands(dataDir = DATA_DIR) {
  const folders = fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(dataDir, entry.name))
    .sort();
  const brands = folders.map((dir) => readBrand(dir, path.join(dir, 'brand.json')));
  if (!brands.length) throw new BrandConfigError(`${dataDir} holds no brand folder`);
  assertUnique(brands, 'the id', (brand) => [brand.id]);
  assertUnique(brands, 'the host', (brand) => brand.hosts);
  const slugs = new Set(brands.map((brand) => brand.slug));
  for (const brand of brands) {
    for (const other of brand.accounts.sharedWith) {
      if (!slugs.has(other) || other === brand.slug) {
        throw new BrandConfigError(
          `${path.join(brand.dir, 'brand.json')}: accounts.sharedWith: ${other} is not another brand`,
        );
      }
    }
  }
  return brands;
}

/**
 * A request's host name: lower case, without its port.
 * @param {string | undefined} host
 */
function hostName(host) {
  const value = String(host ?? '')
    .trim()
    .toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/**
 * The brand whose allow-list holds the host (a Host header or X-Product), or null. The deployment's
 * own public host (PORTAL_PUBLIC_HOST, such as this machine's address for a phone on the network),
 * when no brand lists it, serves the brand with the lowest id.
 * @param {Brand[]} brands
 * @param {string | undefined} host
 * @param {{ publicHost?: string }} [options]
 * @returns {Brand | null}
 */
function brandForHost(brands, host, { publicHost } = {}) {
  const name = hostName(host);
  const listed = brands.find((brand) => brand.hosts.includes(name));
  if (listed || !name || name !== hostName(publicHost)) return listed ?? null;
  return [...brands].sort((a, b) => a.id - b.id)[0] ?? null;
}

/**
 * Whether a player of brand `owner` may use their account on brand `brand`.
 * @param {Brand} owner
 * @param {Brand} brand
 */
function sharesAccounts(owner, brand) {
  return (
    owner.id === brand.id ||
    owner.accounts.sharedWith.includes(brand.slug) ||
    brand.accounts.sharedWith.includes(owner.slug)
  );
}

module.exports = { BrandConfigError, DATA_DIR, brandForHost, loadBrands, sharesAccounts };
