// root-config builds three things: the orchestrator module (root-config.js), index.html with SystemJS and
// import-map-overrides, and the shared dependencies as SystemJS modules (shared/*.js) named in
// import-map.json. Each shared dependency is its own build whose externals are the other shared
// dependencies, so react-dom takes react from the import map and exactly one React exists at runtime.
const path = require('path');
const CopyPlugin = require('copy-webpack-plugin');
const swcOptions = require('../config/swc.cjs');
const sharedDeps = require('../config/shared-deps.cjs');

const dist = path.join(__dirname, 'dist');

/** Shared dependency name -> entry. CommonJS packages go through a small ESM wrapper with a default. */
const sharedEntries = {
  react: './src/shared-deps/react.js',
  'react/jsx-runtime': './src/shared-deps/react-jsx-runtime.js',
  'react-dom': './src/shared-deps/react-dom.js',
  'react-dom/client': './src/shared-deps/react-dom-client.js',
  'single-spa': 'single-spa',
  rxjs: './src/shared-deps/rxjs.js',
  'react-router-dom': 'react-router-dom',
  'final-form': 'final-form',
  'react-final-form': 'react-final-form',
  yup: 'yup',
  '@tanstack/react-query': '@tanstack/react-query',
};

/** A file inside an installed (hoisted) package that its export map does not expose. */
const packageFile = (name, file) => path.join(__dirname, '..', 'node_modules', name, file);

/** 'react-dom/client' -> shared/react-dom-client.js, '@tanstack/react-query' -> shared/tanstack-react-query.js */
const sharedFileName = (name) => `shared/${name.replace(/^@/, '').replace(/\//g, '-')}.js`;

const tsRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader', options: swcOptions() },
};

function baseConfig(mode) {
  return {
    context: __dirname,
    mode,
    devtool: 'source-map',
    output: { path: dist, library: { type: 'system' }, publicPath: 'auto' },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: { rules: [tsRule] },
    externalsType: 'system',
    performance: { hints: false },
    stats: mode === 'production' ? 'errors-warnings' : 'normal',
  };
}

function sharedDepConfig(name, mode) {
  const base = baseConfig(mode);
  return {
    ...base,
    name: `shared:${name}`,
    entry: sharedEntries[name],
    output: { ...base.output, filename: sharedFileName(name), uniqueName: `shared-${name}` },
    externals: sharedDeps.filter((dep) => dep !== name && !dep.startsWith(`${name}/`)),
    // rxjs's ES2015 build: native classes, no tslib helpers, and its unused operators shaken out.
    resolve: { ...base.resolve, conditionNames: ['es2015', '...'] },
  };
}

function rootConfig(mode) {
  const base = baseConfig(mode);
  return {
    ...base,
    name: 'root-config',
    entry: './src/root-config.ts',
    output: { ...base.output, filename: 'root-config.js', uniqueName: '@portal/root-config' },
    externals: [...sharedDeps, /^@portal\//],
    plugins: [
      new CopyPlugin({
        patterns: [
          { from: 'src/index.html', to: 'index.html' },
          { from: 'src/portal.css', to: 'portal.css' },
          { from: 'src/assets', to: 'assets' },
          { from: packageFile('systemjs', 'dist/system.min.js'), to: 'vendor/system.min.js' },
          {
            from: packageFile('import-map-overrides', 'dist/import-map-overrides.js'),
            to: 'vendor/import-map-overrides.js',
          },
        ],
      }),
    ],
  };
}

module.exports = (_env, argv = {}) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return [
    rootConfig(mode),
    ...Object.keys(sharedEntries).map((name) => sharedDepConfig(name, mode)),
  ];
};
module.exports.sharedEntries = sharedEntries;
module.exports.sharedFileName = sharedFileName;
