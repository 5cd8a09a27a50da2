// What the API's e-mail and SMS sandboxes would have sent (phone codes, bank PINs, reset links), read
// from the topology's database. The API serves it only with its development routes, which run off
// here as in production, so a test reads a texted code here as it would read a real provider's test
// inbox. The API's own outbox reads it, so the rows mean what they mean to the API.
import { Outbox } from '@portal/api/dist/integrations/outbox.js';
import pg from 'pg';

const NO_LOG = { info: () => undefined };

/** The outbox of the database at `databaseUrl`: `list(to)` newest first, `close()`. */
export function sandboxOutbox(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = { query: async (sql, params) => (await pool.query(sql, params)).rows };
  const outbox = new Outbox(db, () => new Date(), NO_LOG);
  return { list: (to) => outbox.list(to), close: () => pool.end() };
}
