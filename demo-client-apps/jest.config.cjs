module.exports = require('../config/jest.base.cjs')(__dirname);
