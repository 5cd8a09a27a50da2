// Today's report of each public entry next to the committed one, and what the difference means
// (compareReports.mjs); check.mjs and update.mjs act on it.
import { assessReport, toRecord } from './compareReports.mjs';
import { readPackage, readReport } from './entries.mjs';
import { generateReports } from './generateReports.mjs';

/** `[{ ...entry, today, status, added, removed }]` */
export async function reviewReports() {
  const { name: packageName, version } = readPackage();
  const major = Number(version.split('.')[0]);
  return Promise.all(
    generateReports().map(async (entry) => {
      const { moduleName, report: filepath } = entry;
      const today = await toRecord(entry.generated, { moduleName, packageName, major, filepath });
      return { ...entry, today, ...assessReport({ recorded: readReport(filepath), today, major }) };
    }),
  );
}

/** The removed and changed lines of a review, each with its declaration. */
export function describeRemovals({ removed }) {
  return removed.map(({ line, declaration }) =>
    line === declaration ? `  - ${line}` : `  - ${line.trim()}   (in ${declaration})`,
  );
}
