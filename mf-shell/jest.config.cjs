const base = require('../config/jest.base.cjs')(__dirname);

module.exports = {
  ...base,
  transform: { ...base.transform, '\\.svg$': '<rootDir>/jest.fileTransform.cjs' },
};
