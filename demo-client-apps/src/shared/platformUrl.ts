declare const __webpack_public_path__: string;

/**
 * The URL of `route` on this app's platform, which answers under /platform/ on the origin the app
 * was loaded from (webpack's public path is the folder of the app's module).
 */
export const platformUrl = (route: string) =>
  new URL(`/platform/${route}`, __webpack_public_path__).href;
