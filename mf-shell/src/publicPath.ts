// Chunks split off the shell (the what's-new carousel) load from wherever SystemJS loaded the shell
// itself: its URL comes from the import map, or an import-map-overrides URL.
declare const __system_context__: { meta: { url: string } } | undefined;
declare let __webpack_public_path__: string;

if (typeof __system_context__ !== 'undefined') {
  // webpack reads this free variable as the base URL of the chunks it loads.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  __webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
}

export {};
