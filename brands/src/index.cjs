// @portal/brands: the brands one portal build and API serve (brands/data), validated at start.
const { BrandSchema, FEATURES } = require('./schema.cjs');
const {
  BrandConfigError,
  DATA_DIR,
  brandForHost,
  loadBrands,
  sharesAccounts,
} = require('./load.cjs');

module.exports = {
  BrandConfigError,
  BrandSchema,
  DATA_DIR,
  FEATURES,
  brandForHost,
  loadBrands,
  sharesAccounts,
};
