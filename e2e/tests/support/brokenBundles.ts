// Breaks one micro-frontend's bundle for the browser tests of failure isolation: the CDN answers 404,
// or the bundle loads but every application and modal parcel it exports throws at mount.
import type { Page, Route } from '@playwright/test';

export type BundleFailure = 'missing' | 'throws at mount';

/** The URL pattern of a micro-frontend's bundle on the CDN: /<folder>/<content hash>/<file>. */
export function bundleUrl(folder: string, file: string): string {
  return `**/${folder}/*/${file}`;
}

/**
 * Runs before the bundle's own System.register call and wraps it once: the module is the real one
 * (its dependencies, its code), but every lifecycles object it exports, and every parcel of its
 * `modals`, gets a mount that rejects, as a bundle with a bug in its mount would.
 */
const THROW_AT_MOUNT = `(function () {
  var register = System.register;
  function broken(value) {
    if (!value || typeof value !== 'object') return value;
    if (typeof value.mount === 'function') {
      return Object.assign({}, value, {
        mount: function () {
          return Promise.reject(new Error('this bundle throws at mount'));
        },
      });
    }
    var copy = {};
    Object.keys(value).forEach(function (key) {
      copy[key] = broken(value[key]);
    });
    return copy;
  }
  System.register = function (deps, declare, metas) {
    System.register = register;
    return register.call(this, deps, function (exportValue, context) {
      function brokenExport(name, value) {
        return typeof name === 'object' ? exportValue(broken(name)) : exportValue(name, broken(value));
      }
      return declare(brokenExport, context);
    }, metas);
  };
})();
`;

async function throwAtMount(route: Route) {
  const response = await route.fetch();
  await route.fulfill({
    status: 200,
    headers: { 'content-type': 'application/javascript', 'cache-control': 'no-store' },
    body: THROW_AT_MOUNT + (await response.text()),
  });
}

/** Makes the bundle at `url` fail as `failure` says until `page.unroute(url)` ("the fix is out"). */
export function breakBundle(page: Page, url: string, failure: BundleFailure) {
  return page.route(url, (route) =>
    failure === 'missing'
      ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
      : throwAtMount(route),
  );
}
