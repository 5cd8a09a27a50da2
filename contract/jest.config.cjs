const base = require('../config/jest.base.cjs')(__dirname, { environment: 'node' });
const swcOptions = require('../config/swc.cjs');

module.exports = {
  ...base,
  // typebox ships only as ES modules (.mjs): the same transform runs them.
  transform: {
    ...base.transform,
    '^.+\\.mjs$': ['@swc/jest', swcOptions({ module: 'commonjs' })],
  },
  // The sources import each other as the built ES modules do ('./messages.js').
  moduleNameMapper: { ...base.moduleNameMapper, '^(\\.{1,2}/.*)\\.js$': '$1' },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
};
