// One TypeScript/JSX transform for webpack (swc-loader) and Jest (@swc/jest).
module.exports = function swcOptions({ module = 'es6' } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
    module: { type: module },
    sourceMaps: true,
  };
};
