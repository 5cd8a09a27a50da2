// npm run check -w brands: validates every brand folder as a start would, and lists the brands.
const { loadBrands } = require('./load.cjs');

try {
  for (const brand of loadBrands()) {
    console.info(`${brand.slug} (id ${brand.id}): ${brand.name}, hosts ${brand.hosts.join(', ')}`);
  }
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exitCode = 1;
}
