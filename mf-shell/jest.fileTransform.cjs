// Jest stand-in for webpack's asset modules: an imported image is its file name.
const path = require('path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
