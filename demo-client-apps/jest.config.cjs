module.exports = {
  ...require('../config/jest.base.cjs')(__dirname),
  // The folder webpack loads each app's module from; its platform answers on that origin.
  globals: { __webpack_public_path__: 'http://apps.example.test/betting/' },
};
