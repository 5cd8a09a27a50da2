import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { FRONTEND_FOLDERS, SERVER_FOLDERS } from './scripts/lib/workspace.mjs';

// The workspaces whose src/ holds code that ships (the front-end MFs, shared-utils, root-config and
// the API). Each one stands alone: it reaches another only through @portal/shared-utils, the shared
// contract; the MFs meet at run time through the import map, never through a build-time import.
const PACKAGE_FOLDERS = [...FRONTEND_FOLDERS, ...SERVER_FOLDERS];
const PACKAGE_SOURCES = PACKAGE_FOLDERS.map((folder) => `${folder}/src/**/*.{ts,tsx}`);
const TESTING_HELPERS = {
  name: '@portal/shared-utils/testing',
  message: 'Test helpers: import them only in tests (*.test.ts(x), test-utils/).',
};
/**
 * Every package may import the API's contract (@portal/contract: schemas, their types and the
 * message catalogue). The API may also read the brands' data (@portal/brands); nothing that ships
 * to the browser may.
 */
const otherPackages = ({ server }) => [
  {
    group: [
      '@portal/*',
      '!@portal/shared-utils',
      '!@portal/shared-utils/*',
      '!@portal/contract',
      ...(server ? ['!@portal/brands'] : []),
    ],
    message:
      'Another micro-frontend: only @portal/shared-utils (the shared contract) may be imported; MFs reach each other at run time (import map, openModal, the streams). Brand data reaches the browser only through the runtime config.',
  },
  {
    regex: `^(${PACKAGE_FOLDERS.join('|')}|mf-[\\w-]+)(/|$)`,
    message:
      "Another workspace's folder: import @portal/shared-utils by its package name, nothing else.",
  },
];
/**
 * The packages on the signed-out first load of every page: webpack lists every external a SystemJS
 * module imports (even from a lazy chunk) among its dependencies, so the query library imported
 * anywhere in them would load for every visitor (docs/data-layer.md).
 */
const FIRST_LOAD_SOURCES = ['mf-shell', 'mf-betting-host', 'mf-fantasy-host'].map(
  (folder) => `${folder}/src/**/*.{ts,tsx}`,
);
const QUERY_LIBRARY = {
  name: '@tanstack/react-query',
  allowTypeImports: true,
  message:
    "This package is on the signed-out first load: the query library would load for every visitor. Read through the package's own reader (mf-shell: src/data/useRead.ts).",
};

/**
 * `no-restricted-imports` for a package's src: other MFs always, the test helpers outside tests, the
 * query library in a first-load package.
 */
function restrictedImports({ testHelpers, server = false, firstLoad = false }) {
  const paths = [...(testHelpers ? [] : [TESTING_HELPERS]), ...(firstLoad ? [QUERY_LIBRARY] : [])];
  return ['error', { paths, patterns: otherPackages({ server }) }];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.cdn/**',
      '**/.data/**',
      '**/coverage/**',
      // The previous published builds of the micro-frontends (npm run capture:published).
      'e2e/fixtures/published/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Boundaries: no import cycles, no relative path into another workspace (a package's files are
    // reached by its name), no import of another MF by name. no-cycle skips `import type`:
    // scripts/lib/import-cycles.test.mjs finds cycles through those too.
    files: PACKAGE_SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      // The files whose imports no-cycle follows (by default only .js files).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      // Not followed: shared-utils/src/compat, which loads the owners' files of names that left the
      // kernel, and those files import the kernel by name (docs/architecture.md).
      'import-x/ignore': ['/shared-utils/src/compat/'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': restrictedImports({ testHelpers: true }),
    },
  },
  {
    // @portal/shared-utils/testing is for tests only: it is not part of the built shared-utils module.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**', 'shared-utils/src/testing/**'],
    rules: { 'no-restricted-imports': restrictedImports({ testHelpers: false }) },
  },
  {
    files: FIRST_LOAD_SOURCES,
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**'],
    rules: { 'no-restricted-imports': restrictedImports({ testHelpers: false, firstLoad: true }) },
  },
  {
    files: SERVER_FOLDERS.map((folder) => `${folder}/src/**/*.ts`),
    rules: {
      'no-restricted-imports': restrictedImports({ testHelpers: false, server: true }),
    },
  },
  {
    // The contract runs in the API and is bundled into the browser: no node modules, no workspace.
    files: ['contract/src/**/*.ts'],
    ignores: ['contract/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The contract also runs in the browser.' },
            { group: ['@portal/*'], message: 'The contract depends on no other workspace.' },
          ],
        },
      ],
    },
  },
  {
    // shared-utils/src/compat keeps the names that left the kernel for their one owner while a
    // deployed build imports them: each loads the owner's own source file on demand (or, for a tiny
    // pure function, re-exports it), so the code has a single home. The way back to the kernel (the
    // owner's file imports @portal/shared-utils) goes through that dynamic import.
    files: ['shared-utils/src/compat/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-relative-packages': 'off',
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
