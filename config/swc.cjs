// One TypeScript/JSX transform for webpack (swc-loader) and Jest (@swc/jest).
module.exports = function swcOptions({ module = 'es6' } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always the production JSX runtime: it is the shared react/jsx-runtime from the import map.
      transform: { react: { runtime: 'automatic', development: false } },
      target: 'es2020',
    },
    module: { type: module },
    sourceMaps: true,
  };
};
