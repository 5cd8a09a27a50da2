// npm run api-report -w shared-utils: records today's public surface of every entry after an
// addition. It refuses to record a removed or changed export, since micro-frontends deployed against
// the recorded surface keep running against the new shared-utils; `--allow-breaking` records it
// anyway, for a change whose every consumer has been checked (say so in the commit).
import fs from 'node:fs';
import path from 'node:path';
import { compareReports } from './compareReports.mjs';
import { PACKAGE_DIR, publicEntries, readReport } from './entries.mjs';
import { exportReport } from './exportReport.mjs';

const allowBreaking = process.argv.includes('--allow-breaking');
let refused = false;
for (const entry of publicEntries()) {
  const today = exportReport(PACKAGE_DIR, entry.source);
  const { added, removed, changed } = compareReports(readReport(entry.report), today);
  const breaking = [
    ...removed.map((line) => `  removed: ${line}`),
    ...changed.map(({ before, after }) => `  changed: ${before}\n       to: ${after}`),
  ];
  if (breaking.length && !allowBreaking) {
    refused = true;
    console.error(`${entry.moduleName}: not recorded, it breaks the recorded surface:`);
    console.error(breaking.join('\n'));
    continue;
  }
  fs.writeFileSync(entry.report, `${today.join('\n')}\n`);
  console.info(
    `${entry.moduleName}: ${today.length} lines recorded in ${path.relative(PACKAGE_DIR, entry.report)} (${added.length} added, ${breaking.length} breaking)`,
  );
}
process.exit(refused ? 1 : 0);
