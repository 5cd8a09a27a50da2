import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open-db';
import { checkLedger, describeLedgerCheck } from './ledger-check';

/**
 * `npm run ledger:check -w portal-api`: proves on the configured database (DATABASE_URL, or the
 * PGlite folder, which only one process may open: stop the API first) that every wallet balance
 * equals its ledger sum. Exits 1 when one does not.
 */
async function main(): Promise<void> {
  const db = await openDb(loadConfig());
  try {
    await migrate(db);
    const result = await checkLedger(db);
    console.info(describeLedgerCheck(result));
    process.exitCode = result.mismatches.length === 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 2;
});
