// Runs first in every SystemJS module the shared webpack config builds (prepended to its entry, after
// the public path). A module's CSS is extracted into "<module file>.css" next to it
// (mini-css-extract-plugin; the empty stylesheet below makes sure every module has one). This adds
// that stylesheet to the page unless it is there already: the web host links the stylesheets of the
// modules a page starts with in its head, and whoever imports a module later waits for it
// (@portal/shared-utils stylesheetsLoaded) before mounting it, so nothing shows unstyled.
require('./module-stylesheet.css');

/* global __system_context__ */
if (typeof __system_context__ !== 'undefined' && typeof document !== 'undefined') {
  const href = __system_context__.meta.url.replace(/\.js(?=$|[?#])/, '.css');
  const links = Array.from(document.querySelectorAll('link[rel="stylesheet"]'));
  if (!links.some((link) => link.href === href)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
}
