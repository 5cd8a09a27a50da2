// Which modules the portal's layout mounts on a page, read on the server with single-spa-layout
// itself from the same template root-config starts from, so the page host can preload them.
import { constructServerLayout } from 'single-spa-layout/server';
// @ts-expect-error single-spa-layout exports matchRoute but its type declarations leave it out.
import { matchRoute } from 'single-spa-layout';

/** The import-map names of the applications the layout in `html` mounts at `pathname`. */
export function layoutModules(html) {
  const { resolvedRoutes } = constructServerLayout({ html });
  return (pathname) => {
    const names = new Set();
    const visit = (node) => {
      if (node.type === 'application') names.add(node.name.split('#')[0]);
      (node.routes ?? []).forEach(visit);
    };
    matchRoute(resolvedRoutes, pathname).routes.forEach(visit);
    return [...names];
  };
}
