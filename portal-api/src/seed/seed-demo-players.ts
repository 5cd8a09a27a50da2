import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/db';
import { insertUser } from '../users/insert-user';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demo-players';

async function seedPlayer(db: Db, { balance, ...player }: DemoPlayer, now: Date): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
    player.email,
  ]);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const userId = await insertUser(tx, { ...player, passwordHash });
    if (userId === null) return false;
    if (balance > 0) {
      await postLedgerEntry(
        tx,
        {
          userId,
          amount: balance,
          categoryId: LEDGER_CATEGORY.adjustments,
          description: 'Demo opening balance',
        },
        now,
      );
    }
    return true;
  });
}

/** Adds the demo players that are missing; players already there are left as they are. */
export async function seedDemoPlayers(db: Db, now: Date): Promise<string[]> {
  const created: string[] = [];
  for (const player of DEMO_PLAYERS) {
    if (await seedPlayer(db, player, now)) created.push(player.email);
  }
  return created;
}
