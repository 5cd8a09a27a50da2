// The dependencies built once by root-config as SystemJS modules and named in import-map.json.
// Every micro-frontend (and shared-utils) marks these as externals so exactly one copy exists at runtime.
module.exports = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'single-spa',
  'rxjs',
  'rxjs/operators',
  'react-router-dom',
  'final-form',
  'react-final-form',
  'yup',
  '@tanstack/react-query',
];
