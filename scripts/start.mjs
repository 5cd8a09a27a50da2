// npm start: installs what is missing, builds what changed, publishes every package to the local CDN
// and serves the composed portal with the reference API and realtime server.
const started = Date.now();
const { ensureInstalled } = await import('./lib/install.mjs');
await ensureInstalled();
const { buildAll } = await import('./lib/build.mjs');
await buildAll();
const { publish } = await import('./lib/cdn.mjs');
const { FRONTEND_FOLDERS } = await import('./lib/workspace.mjs');
await publish(FRONTEND_FOLDERS);
console.info(`Built and published in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
// The local portal offers the API's development routes (/dev/outbox, /dev/wallet/credit); a
// production host never sets this flag.
process.env.PORTAL_DEV_ROUTES ??= '1';
await import('./serve.mjs');
