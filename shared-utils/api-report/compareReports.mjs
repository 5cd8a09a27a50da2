// What changed between the recorded public surface of an entry and today's: additions are fine once
// recorded; a removed export, or an export whose type changed, can break a micro-frontend built
// against the recorded surface, which stays deployed until its team deploys again.
import { nameOf } from './exportReport.mjs';

/** Lines grouped by export name (a name can be both a value and a type). */
function byName(lines) {
  const groups = new Map();
  lines.forEach((line) => groups.set(nameOf(line), [...(groups.get(nameOf(line)) ?? []), line]));
  return groups;
}

/**
 * @returns {{ added: string[], removed: string[], changed: { before: string, after: string }[] }}
 *   added and removed are report lines; changed pairs a recorded line with today's.
 */
export function compareReports(recorded, today) {
  const before = new Set(recorded);
  const after = new Set(today);
  const todayByName = byName(today);
  const added = today.filter((line) => !before.has(line));
  const removed = [];
  const changed = [];
  recorded
    .filter((line) => !after.has(line))
    .forEach((line) => {
      const kind = line.split(' ')[0];
      const replacement = (todayByName.get(nameOf(line)) ?? []).find(
        (candidate) => candidate.split(' ')[0] === kind && !before.has(candidate),
      );
      if (replacement) changed.push({ before: line, after: replacement });
      else removed.push(line);
    });
  const replaced = new Set(changed.map(({ after: line }) => line));
  return { added: added.filter((line) => !replaced.has(line)), removed, changed };
}
