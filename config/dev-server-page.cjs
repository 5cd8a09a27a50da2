// Standalone mode (`npm start -w <package>`): the dev server answers page requests with the running
// portal's page whose import map points this package at the dev server's live build, so the page
// is the composed site with only this micro-frontend from source.
const IMPORT_MAP = /(<script type="?systemjs-importmap"?>)([\s\S]*?)(<\/script>)/;

/** The page `html` with `moduleName` mapped to `url` in its import map. */
function withModuleAt(html, moduleName, url) {
  return html.replace(IMPORT_MAP, (_match, open, json, close) => {
    const map = JSON.parse(json);
    map.imports[moduleName] = url;
    return `${open}${JSON.stringify(map).replace(/</g, '\\u003c')}${close}`;
  });
}

/** Express-style middleware for page paths (no file extension) that proxies and rewrites pages. */
function localBuildPages({ portalUrl, moduleName, url }) {
  return async (req, res, next) => {
    if (req.method !== 'GET' || /\.\w+$/.test(req.path)) return next();
    try {
      const response = await fetch(`${portalUrl}${req.originalUrl}`);
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) return next();
      const policy = response.headers.get('content-security-policy');
      if (policy) res.setHeader('Content-Security-Policy', policy);
      res.setHeader('Cache-Control', 'no-cache');
      res
        .type('html')
        .status(response.status)
        .send(withModuleAt(await response.text(), moduleName, url));
    } catch (error) {
      res.status(502).send(`Start the portal first (npm start): ${error.message}`);
    }
  };
}

module.exports = { localBuildPages, withModuleAt };
