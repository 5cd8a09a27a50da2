module.exports = {
  ...require('../config/jest.base.cjs')(__dirname, { environment: 'node' }),
  // fastify's inject uses light-my-request, whose `cookie` dependency ships only as ESM.
  transformIgnorePatterns: ['^(?!.*/light-my-request/node_modules/cookie/).*/node_modules/'],
  testTimeout: 20000,
};
