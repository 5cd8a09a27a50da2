// npm test -w shared-utils: fails when a committed report is not today's surface. An addition only
// needs recording; a removed or changed line needs a major version first (docs/ci.md).
import { describeRemovals, reviewReports } from './reviewReports.mjs';

let failed = false;
for (const review of await reviewReports()) {
  const { moduleName, status, added, removed } = review;
  if (status === 'current') {
    console.info(`${moduleName}: the committed API report is today's surface`);
    continue;
  }
  failed = true;
  if (status === 'breaking') {
    console.error(
      `${moduleName} removes or changes what builds deployed against it may use:\n${describeRemovals(review).join('\n')}\n` +
        'Keep it (a thin re-export), or bump the major version with a changeset and record the report (docs/ci.md).',
    );
  } else {
    console.error(
      `${moduleName}: the committed API report is out of date (${added.length} lines added, ${removed.length} removed); record it with npm run api-report -w shared-utils`,
    );
  }
}
process.exit(failed ? 1 : 0);
