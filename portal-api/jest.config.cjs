const path = require('path');
const base = require('../config/jest.base.cjs')(__dirname, { environment: 'node' });
const swcOptions = require('../config/swc.cjs');

module.exports = {
  ...base,
  // typebox (under @portal/contract) ships only as ES modules (.mjs): the same transform runs them.
  transform: {
    ...base.transform,
    '^.+\\.mjs$': ['@swc/jest', swcOptions({ module: 'commonjs' })],
  },
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // The contract from source, as tsx runs it (tsconfig.json `paths`); its modules import each
    // other as the built ES modules do ('./messages.js').
    '^@portal/contract$': path.join(__dirname, '../contract/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // fastify's inject uses light-my-request, whose `cookie` dependency ships only as ESM; so does typebox.
  transformIgnorePatterns: [
    '^(?!.*/(light-my-request/node_modules/cookie|node_modules/typebox)/).*/node_modules/',
  ],
  // One migrated and seeded database for the whole run; each test app starts from a copy.
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  // Every core: a worker spends its time in PGlite's WebAssembly or waiting on PostgreSQL, and
  // Jest's default (one core fewer than the machine has) left one of CI's two cores idle.
  maxWorkers: '100%',
  // A ceiling, not a wait: with a worker on every core a loaded machine is slow to answer.
  testTimeout: 30000,
  // *.postgres.test.ts run processes of their own on one database: only on the PostgreSQL server
  // that `npm test` starts for its second run (PGlite is one process's database).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.PORTAL_API_TEST_POSTGRES ? [] : ['\\.postgres\\.test\\.ts$']),
  ],
};
