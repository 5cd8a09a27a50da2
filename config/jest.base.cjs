// Shared Jest settings: every package calls this from its own jest.config.cjs.
const path = require('path');
const swcOptions = require('./swc.cjs');

/** Jest's own export conditions per test environment, which a custom list replaces. */
const EXPORT_CONDITIONS = { jsdom: ['browser'], node: ['node', 'node-addons'] };

module.exports = function jestConfig(dir, { environment = 'jsdom', setupFiles = [] } = {}) {
  return {
    rootDir: dir,
    roots: ['<rootDir>/src'],
    testEnvironment: environment,
    // @portal/contract's exports from their TypeScript source, as webpack bundles them
    // (config/webpack.mf.cjs).
    testEnvironmentOptions: {
      customExportConditions: [...EXPORT_CONDITIONS[environment], '@portal/source'],
    },
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions({ module: 'commonjs' })] },
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '^@portal/shared-utils/testing$': path.join(
        __dirname,
        '../shared-utils/src/testing/index.ts',
      ),
      '^@portal/shared-utils/forms$': path.join(__dirname, '../shared-utils/src/forms/index.ts'),
      '^@portal/shared-utils$': path.join(__dirname, '../shared-utils/src/index.ts'),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.dom.cjs')] : []),
      ...setupFiles,
    ],
    clearMocks: true,
    restoreMocks: true,
  };
};
