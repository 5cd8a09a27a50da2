import type { PasswordHasher } from '../auth/passwords';
import { setClientValues } from '../client-apps/client-summaries';
import type { Db, Queryable } from '../db/db';
import { currentTerms } from '../terms/terms-queries';
import { insertUser } from '../users/insert-user';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';
import { recordUsRegistration } from '../withdrawals/us-withdrawals';
import { seedLedgerHistory } from './demo-history';
import { DEMO_PASSWORD, DEMO_PLAYERS, type DemoPlayer } from './demo-players';

async function seedUsPayouts(
  tx: Queryable,
  userId: number,
  payouts: NonNullable<DemoPlayer['usPayouts']>,
  now: Date,
): Promise<void> {
  for (const methodId of payouts.registeredMethods) {
    await recordUsRegistration(tx, userId, methodId, now);
  }
  for (const label of payouts.achAccounts) {
    await tx.query(
      'INSERT INTO user_paysafe_bank_accounts (user_id, label, created_at) VALUES ($1, $2, $3)',
      [userId, label, now],
    );
  }
}

async function seedPlayer(
  db: Db,
  { balance, clientValues, ledgerHistory, usPayouts, ...player }: DemoPlayer,
  now: Date,
  passwords: PasswordHasher,
): Promise<boolean> {
  const [existing] = await db.query(
    'SELECT 1 FROM users WHERE brand_id = $1 AND lower(email) = lower($2)',
    [player.brandId, player.email],
  );
  if (existing) return false;
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  const terms = await currentTerms(db, player.brandId, now);
  return db.transaction(async (tx) => {
    const userId = await insertUser(
      tx,
      { ...player, passwordHash, acceptedTermsVersion: terms?.version ?? null },
      now,
    );
    if (userId === null) return false;
    if (ledgerHistory) {
      await seedLedgerHistory(tx, userId, balance, now);
    } else if (balance > 0) {
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
    if (usPayouts) await seedUsPayouts(tx, userId, usPayouts, now);
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
