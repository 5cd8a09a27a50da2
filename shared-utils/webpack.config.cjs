// Two SystemJS modules from one package, built into the same dist folder: @portal/shared-utils (the
// streams, services and UI kit every page loads) and @portal/shared-utils/forms (the validation
// schemas and the forms kit, with yup and react-final-form, loaded only by the MFs that show forms).
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

module.exports = [
  (env, argv) => ({ ...main(env, argv), name: 'main' }),
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
