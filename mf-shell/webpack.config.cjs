module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-shell',
  name: 'shell',
  entry: './src/portal-shell.tsx',
  devPort: 9101,
});
