module.exports = require('../config/webpack.mf.cjs')({
  dir: __dirname,
  folder: 'shared-utils',
  name: 'shared-utils',
  entry: './src/index.ts',
  devPort: 9108,
});
