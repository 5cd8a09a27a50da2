module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-betting-host',
  name: 'betting-host',
  entry: './src/portal-betting-host.tsx',
  devPort: 9106,
});
