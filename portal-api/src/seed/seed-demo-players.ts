import type { PasswordHasher } from '../auth/passwords';
import { setClientValues } from '../client-apps/client-summaries';
import type { Db } from '../db/db';
import { currentTerms } from '../terms/terms-queries';
import { insertUser } from '../users/insert-user';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demo-players';

async function seedPlayer(
  db: Db,
  { balance, clientValues, ...player }: DemoPlayer,
  now: Date,
  passwords: PasswordHasher,
): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
    player.email,
  ]);
  if (existing) return false;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const terms = await currentTerms(db, now);
  return db.transaction(async (tx) => {
    const userId = await insertUser(
      tx,
      { ...player, passwordHash, acceptedTermsVersion: terms?.version ?? null },
      now,
    );
    if (userId === null) return false;
    if (balance > 0) {
      const opening = await postLedgerEntry(
        tx,
        {
          userId,
          amount: balance,
          categoryId: LEDGER_CATEGORY.adjustments,
          description: 'Demo opening balance',
          idempotencyKey: `demo-opening-balance:${userId}`,
        },
        now,
      );
      if (opening.status !== 'posted')
        throw new Error(`demo balance of ${player.email}: ${opening.status}`);
    }
    for (const [clientId, values] of Object.entries(clientValues)) {
      await setClientValues(tx, userId, Number(clientId), values);
    }
    return true;
  });
}

/** Adds the demo players that are missing; players already there are left as they are. */
export async function seedDemoPlayers(
  db: Db,
  now: Date,
  passwords: PasswordHasher,
): Promise<string[]> {
  const created: string[] = [];
  for (const player of DEMO_PLAYERS) {
    if (await seedPlayer(db, player, now, passwords)) created.push(player.email);
  }
  return created;
}
