const path = require('path');

module.exports = require('../config/jest.base.cjs')(__dirname, {
  setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
});
