module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-account-profile',
  name: 'account-profile',
  entry: './src/portal-account-profile.tsx',
  devPort: 9103,
});
