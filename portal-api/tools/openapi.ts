// `npm run openapi -w portal-api`: writes the API's OpenAPI document (GET /documentation/json of
// an API with development routes) to docs/reference/openapi.json, the reference the docs point at.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openPgliteDb } from '../src/db/pglite-db';

const OUTPUT = path.join(__dirname, '../../docs/reference/openapi.json');

async function main(): Promise<void> {
  const db = await openPgliteDb();
  await migrate(db);
  // The development defaults with the development routes on and no background jobs.
  const config = {
    ...loadConfig({}),
    devRoutes: true,
    withdrawalProcessingIntervalMs: 0,
    reconciliationIntervalMs: 0,
  };
  const app = await buildApp({ db, config });
  try {
    const response = await app.inject({ method: 'GET', url: '/documentation/json' });
    await mkdir(path.dirname(OUTPUT), { recursive: true });
    // Formatted as the repository's Prettier check wants it.
    const options = { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT };
    await writeFile(OUTPUT, await format(JSON.stringify(response.json()), options));
    console.info(`OpenAPI document written to ${path.relative(process.cwd(), OUTPUT)}`);
  } finally {
    await app.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
