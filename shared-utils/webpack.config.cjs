// Two SystemJS modules from one package, built into the same dist folder: @portal/shared-utils (the
// streams, services and UI kit every page loads) and @portal/shared-utils/forms (the validation
// schemas and the forms kit, with yup and react-final-form, loaded only by the MFs that show forms).
const path = require('path');
const mfConfig = require('../config/webpack.mf.cjs');

const main = mfConfig({
  dir: __dirname,
  folder: 'shared-utils',
  name: 'shared-utils',
  entry: './src/index.ts',
  devPort: 9108,
});
const forms = mfConfig({
  dir: __dirname,
  folder: 'shared-utils',
  name: 'shared-utils/forms',
  fileName: 'portal-shared-utils-forms.js',
  entry: './src/forms/index.ts',
  devPort: 9108,
});

/**
 * The main module bundles src/compat, which loads the new homes of names that left the kernel
 * (docs/architecture.md): their own imports of @portal/shared-utils are this module itself, so the
 * name resolves to src/index.ts instead of the import map. The forms module still imports it by name.
 */
function withOwnName(config) {
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: { '@portal/shared-utils$': path.join(__dirname, 'src/index.ts') },
    },
    externals: config.externals.map((external) =>
      external instanceof RegExp
        ? ({ request }, callback) =>
            request !== '@portal/shared-utils' && external.test(request)
              ? callback(null, request)
              : callback()
        : external,
    ),
  };
}

module.exports = [
  (env, argv) => ({ ...withOwnName(main(env, argv)), name: 'main' }),
  (env, argv) => {
    const config = forms(env, argv);
    // Built after the main module, whose output.clean empties dist/; this one keeps what is there.
    return {
      ...config,
      name: 'forms',
      dependencies: ['main'],
      output: { ...config.output, clean: false },
    };
  },
];
