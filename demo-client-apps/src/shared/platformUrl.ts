/** What SystemJS gives the module it runs: webpack's `system` output names it __system_context__. */
declare const __system_context__: { meta: { url: string } };

/**
 * The URL of `route` on this app's platform, which answers under /platform/ on the origin the app's
 * module was loaded from.
 */
export const platformUrl = (route: string) =>
  new URL(`/platform/${route}`, __system_context__.meta.url).href;
