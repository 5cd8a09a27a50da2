// npm run deploy -w <package>: builds that package (done by its npm script) and publishes it alone.
// node scripts/deploy.mjs --rollback restores the previous import map.
import { publish, rollback } from './lib/cdn.mjs';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: node scripts/deploy.mjs <folder> | --rollback');
  process.exit(2);
}
if (target === '--rollback') {
  console.info(`Rolled back: restored ${rollback()}`);
} else {
  const [prefix] = Object.values(publish([target]));
  console.info(`Deployed ${target} at ${prefix}; the import map now points there.`);
}
