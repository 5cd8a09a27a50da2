module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-fantasy-host',
  name: 'fantasy-host',
  entry: './src/portal-fantasy-host.tsx',
  devPort: 9107,
});
