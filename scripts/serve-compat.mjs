// The compat portal of the browser tests (e2e/tests/compat): publishes to the CDN folder
// COMPAT_CDN_DIR today's root-config and shared-utils (the live builds of CDN_DIR, which the other
// test portals serve) with the fixture's previous build of every micro-frontend
// (e2e/fixtures/published), then serves that folder as scripts/serve.mjs does.
import { liveBuilds, publishCompat } from './lib/published.mjs';

if (!process.env.COMPAT_CDN_DIR) throw new Error('COMPAT_CDN_DIR names the compat CDN folder.');
const today = liveBuilds();
process.env.CDN_DIR = process.env.COMPAT_CDN_DIR;
await publishCompat(today);
await import('./serve.mjs');
