module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'mf-responsible-gambling',
  name: 'responsible-gambling',
  entry: './src/portal-responsible-gambling.tsx',
  devPort: 9105,
});
