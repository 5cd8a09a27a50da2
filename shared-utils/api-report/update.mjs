// npm run api-report -w shared-utils: records today's surface of every public entry. It refuses a
// removed or changed line until the package's major version is above the recorded one (docs/ci.md).
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from './entries.mjs';
import { describeRemovals, reviewReports } from './reviewReports.mjs';

let refused = false;
for (const review of await reviewReports()) {
  const { moduleName, report, status, today, added, removed } = review;
  const file = path.relative(PACKAGE_DIR, report);
  if (status === 'breaking') {
    refused = true;
    console.error(
      `${moduleName}: not recorded, it removes or changes:\n${describeRemovals(review).join('\n')}\n` +
        'Bump the major version first: npx changeset (a major for @portal/shared-utils), then npm run changeset:version (docs/ci.md).',
    );
  } else if (status === 'stale') {
    fs.writeFileSync(report, today);
    console.info(
      `${moduleName}: recorded in ${file} (${added.length} lines added, ${removed.length} removed)`,
    );
  } else {
    console.info(`${moduleName}: ${file} is up to date`);
  }
}
process.exit(refused ? 1 : 0);
