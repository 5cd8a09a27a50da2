module.exports = {
  ...require('../config/jest.base.cjs')(__dirname),
  // The module's context as SystemJS gives it: the URL the app was loaded from, whose origin its
  // platform answers on.
  globals: {
    __system_context__: { meta: { url: 'http://apps.example.test/betting/betting-app.js' } },
  },
};
