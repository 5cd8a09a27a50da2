// Runs first in every SystemJS module the shared webpack config builds (prepended to its entry):
// chunks split off a module load from wherever SystemJS loaded the module itself, whether its URL
// came from the import map or from an import-map-overrides URL.
/* global __system_context__ */
if (typeof __system_context__ !== 'undefined') {
  // webpack reads this free variable as the base URL of the chunks it loads.
  // eslint-disable-next-line no-undef
  __webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
}
