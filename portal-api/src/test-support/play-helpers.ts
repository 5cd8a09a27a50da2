import type { Queryable } from '../db/db';
import { LEDGER_CATEGORY, postLedgerEntry } from '../wallet/wallet-ledger';

export interface Play {
  at: string;
  amount: number;
  category: keyof typeof LEDGER_CATEGORY;
  ticket?: string;
}

/** Posts the movements through the ledger at their instants, in the order given. */
export async function postPlay(db: Queryable, userId: number, play: Play[]): Promise<void> {
  for (const [n, { at, amount, category, ticket }] of play.entries()) {
    const posting = await postLedgerEntry(
      db,
      {
        userId,
        amount,
        categoryId: LEDGER_CATEGORY[category],
        description: category,
        idempotencyKey: `test-play:${userId}:${at}:${n}`,
        meta: ticket ? { bet_ticket: ticket } : {},
      },
      new Date(at),
    );
    if (posting.status !== 'posted') throw new Error(`play ${n}: ${posting.status}`);
  }
}
