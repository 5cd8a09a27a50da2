module.exports = {
  ...require('../config/jest.base.cjs')(__dirname, { environment: 'node' }),
  // fastify's inject uses light-my-request, whose `cookie` dependency ships only as ESM.
  transformIgnorePatterns: ['^(?!.*/light-my-request/node_modules/cookie/).*/node_modules/'],
  // One migrated and seeded database for the whole run; each test app starts from a copy.
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 20000,
  // *.postgres.test.ts run processes of their own on one database: only on the PostgreSQL server
  // that `npm test` starts for its second run (PGlite is one process's database).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.PORTAL_API_TEST_POSTGRES ? [] : ['\\.postgres\\.test\\.ts$']),
  ],
};
