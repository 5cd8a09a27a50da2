module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-auth',
  name: 'auth',
  entry: './src/portal-auth.tsx',
  devPort: 9102,
});
