// Shared webpack 5 setup for every SystemJS module of the portal (micro-frontends and shared-utils).
// Each package calls it from its own webpack.config.cjs so it still builds alone.
const path = require('path');
const swcOptions = require('./swc.cjs');
const sharedDeps = require('./shared-deps.cjs');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { localBuildPages } = require('./dev-server-page.cjs');

const PORTAL_URL = process.env.PORTAL_URL || 'http://localhost:9000';

/**
 * @param {{ dir: string, folder: string, name: string, entry: string, devPort: number,
 *   fileName?: string }} pkg
 *   folder: the package folder, which is also the path the static host serves its build from
 *   (e.g. "mf-shell" -> /mf-shell/portal-shell.js); name: the import-map name without the
 *   @portal/ scope, e.g. "shell"; fileName: the built file when it is not portal-<name>.js (a
 *   package's second module, e.g. "shared-utils/forms" -> portal-shared-utils-forms.js).
 *
 * Standalone mode (`npm start -w <package>`): webpack-dev-server serves this package's live build at
 * the same path the portal uses and proxies everything else to the running portal (PORTAL_URL), so
 * http://localhost:<devPort> is the composed site with only this micro-frontend from source.
 */
module.exports = function mfConfig(pkg) {
  return (_env, argv = {}) => {
    const production = argv.mode === 'production';
    const moduleName = `@portal/${pkg.name}`;
    const fileName = pkg.fileName ?? `portal-${pkg.name}.js`;
    /** The module's name as a CSS class prefix (no '/'). */
    const cssPrefix = pkg.name.replace(/[^\w-]/g, '-');
    return {
      context: pkg.dir,
      // The public path is set first, so every module's lazily loaded chunks come from its own URL.
      entry: [
        path.join(__dirname, 'system-public-path.cjs'),
        path.join(__dirname, 'module-stylesheet.cjs'),
        pkg.entry,
      ],
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(pkg.dir, 'dist'),
        filename: fileName,
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: 'auto',
        uniqueName: moduleName,
        library: { type: 'system' },
        clean: true,
      },
      // @portal/contract is no module of the import map but a package of the repository: its
      // exports that reach the browser are bundled from their TypeScript source (the export
      // condition @portal/source), so no build of the contract comes first (docs/architecture.md).
      resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['@portal/source', '...'] },
      externals: [...sharedDeps, /^@portal\/(?!contract(\/|$))/],
      // CSS goes to stylesheets, not into the JavaScript: "<module file>.css" for the entry (see
      // module-stylesheet.cjs) and one per lazily loaded chunk, which webpack links with the chunk.
      plugins: [
        new MiniCssExtractPlugin({
          filename: fileName.replace(/\.js$/, '.css'),
          chunkFilename: '[name].[contenthash:8].css',
        }),
      ],
      externalsType: 'system',
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions() },
          },
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  sourceMap: !production,
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production
                      ? `${cssPrefix}-[hash:base64:6]`
                      : `${cssPrefix}__[local]--[hash:base64:4]`,
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|svg|webp)$/, type: 'asset' },
        ],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'normal',
      devServer: {
        port: pkg.devPort,
        headers: { 'Access-Control-Allow-Origin': '*' },
        devMiddleware: { publicPath: `/${pkg.folder}/` },
        static: false,
        client: { overlay: false },
        hot: false,
        setupMiddlewares: (middlewares) => [
          {
            name: 'pages-with-local-build',
            middleware: localBuildPages({
              portalUrl: PORTAL_URL,
              moduleName,
              url: `/${pkg.folder}/${fileName}`,
            }),
          },
          ...middlewares,
        ],
        proxy: [
          {
            context: (requestPath) => !requestPath.startsWith(`/${pkg.folder}/`),
            target: PORTAL_URL,
            changeOrigin: true,
          },
        ],
      },
    };
  };
};
