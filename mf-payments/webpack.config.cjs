module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-payments',
  name: 'payments',
  entry: './src/portal-payments.tsx',
  devPort: 9104,
});
