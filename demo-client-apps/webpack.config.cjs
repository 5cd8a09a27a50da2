// Two SystemJS modules, one per client app, each built into a folder of its own (dist/betting,
// dist/fantasy) and served from the client apps' own origin (scripts/lib/client-apps-host.mjs), not
// from the portal's CDN or import map: the portal reaches them through its runtime config.
const path = require('path');
const mfConfig = require('../config/webpack.mf.cjs');

const app = (folder, entry) => (env, argv) => {
  const config = mfConfig({
    dir: __dirname,
    folder,
    name: `demo-${folder}-app`,
    entry,
    fileName: `${folder}-app.js`,
    devPort: 0,
  })(env, argv);
  delete config.devServer;
  return {
    ...config,
    name: folder,
    output: { ...config.output, path: path.join(__dirname, 'dist', folder) },
  };
};

module.exports = [app('betting', './src/betting-app.tsx'), app('fantasy', './src/fantasy-app.tsx')];
