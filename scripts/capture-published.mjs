// npm run capture:published [-- <CDN folder>]: keeps the build each micro-frontend has in a CDN
// folder's live import map (the folder given, else CDN_DIR, else the .cdn of npm start) as the
// fixture of the compat browser tests, e2e/fixtures/published. Run it after a release.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { capturePublished, FIXTURE_DIR } from './lib/published.mjs';
import { ROOT } from './lib/workspace.mjs';

if (process.argv[2]) process.env.CDN_DIR = path.resolve(process.argv[2]);
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
const manifest = capturePublished(FIXTURE_DIR, { commit });
for (const [folder, { url }] of Object.entries(manifest)) console.info(`${folder}: ${url}`);
console.info(`Captured to ${path.relative(ROOT, FIXTURE_DIR)} at ${commit}.`);
