import { randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db';
import { generalError } from '../http/http-error';
import type { IdName } from '@portal/contract';
import { messages } from '@portal/contract';
import { DEPOSIT_STATUS } from './deposit-constants';
import { lockPlayer } from '../restrictions/player-lock';
import { assertDepositAllowed } from './deposit-limits';
import { refuseBlockedMethod } from '../payment-blocks/method-blocks';

export type DepositProvider = 'fatzebra' | 'zepto' | 'blueshyft' | 'external' | 'paysafe';

export interface NewDeposit {
  userId: number;
  provider: DepositProvider;
  reference: string;
  methodId: number;
  amount: number;
  promotionId?: number | null;
  cardId?: number | null;
  depositDate?: string | null;
  /** Open deposits count against deposit limits until they expire. */
  expiresAt?: Date | null;
  /** Pending unless said otherwise. */
  statusId?: number;
  message?: string | null;
}

export interface DepositRow {
  id: number;
  user_id: number;
  provider: DepositProvider;
  reference: string;
  method_id: number;
  amount: number;
  status_id: number;
  status_name: string;
  message: string | null;
  card_id: number | null;
  deposit_date: string | null;
  details: Record<string, string>;
  created_at: Date;
  expires_at: Date | null;
}

const DEPOSIT_COLUMNS = `d.id, d.user_id, d.provider, d.reference, d.method_id, d.amount,
  d.status_id, s.name AS status_name, d.message, d.card_id, d.deposit_date::text AS deposit_date,
  d.details, d.created_at, d.expires_at`;

/** A merchant reference, e.g. FZ-1a2b3c4d5e6f7a8b. */
export function newReference(prefix: string): string {
  return `${prefix}-${randomBytes(8).toString('hex')}`;
}

/**
 * Records a deposit; its id, or null when the provider's reference is recorded already (a repeated
 * or concurrent report of the same payment).
 */
export async function insertDeposit(
  q: Queryable,
  deposit: NewDeposit,
  now: Date,
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO deposits (user_id, provider, reference, method_id, amount, promotion_id, card_id, message,
                           deposit_date, created_at, expires_at, status_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $12, $8, $9, $10, $11)
     ON CONFLICT (provider, reference) DO NOTHING RETURNING id`,
    [
      deposit.userId,
      deposit.provider,
      deposit.reference,
      deposit.methodId,
      deposit.amount,
      deposit.promotionId ?? null,
      deposit.cardId ?? null,
      deposit.depositDate ?? null,
      now,
      deposit.expiresAt ?? null,
      deposit.statusId ?? DEPOSIT_STATUS.pending,
      deposit.message ?? null,
    ],
  );
  return row?.id ?? null;
}

/**
 * Records a deposit the player starts after checking, under the player's lock, that they may
 * deposit it (assertDepositAllowed) through a method they have not blocked, in one transaction: it
 * counts against their limits from then until it settles or expires. Its reference is new, so it
 * is always recorded.
 */
export async function openDeposit(ctx: AppContext, deposit: NewDeposit): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, deposit.userId);
    const now = ctx.clock();
    await assertDepositAllowed(tx, deposit.userId, deposit.amount, now);
    const method = { methodId: deposit.methodId, cardId: deposit.cardId ?? null };
    await refuseBlockedMethod(tx, deposit.userId, method, now);
    const id = await insertDeposit(tx, deposit, now);
    if (id === null) throw new Error(`deposit reference ${deposit.reference} is not new`);
    return id;
  });
}

/** A deposit by id; `where` narrows it (e.g. to the caller's own). */
export async function findDeposit(
  q: Queryable,
  where: { id?: number; userId?: number; provider: DepositProvider; reference?: string },
): Promise<DepositRow | undefined> {
  const [row] = await q.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits d JOIN deposit_statuses s ON s.id = d.status_id
     WHERE d.provider = $1 AND ($2::bigint IS NULL OR d.id = $2)
       AND ($3::bigint IS NULL OR d.user_id = $3) AND ($4::text IS NULL OR d.reference = $4)`,
    [where.provider, where.id ?? null, where.userId ?? null, where.reference ?? null],
  );
  return row;
}

/** Like findDeposit, but a deposit that is not there (or not the caller's) is a 404. */
export async function requireDeposit(
  q: Queryable,
  where: Parameters<typeof findDeposit>[1],
): Promise<DepositRow> {
  const deposit = await findDeposit(q, where);
  if (!deposit) throw generalError(404, messages.notFound);
  return deposit;
}

export function statusOf(deposit: DepositRow): IdName {
  return { id: deposit.status_id, name: deposit.status_name };
}

/** Marks a deposit that has not reached an outcome as rejected or cancelled, with a reason. */
export async function closeDeposit(
  q: Queryable,
  depositId: number,
  statusId: number,
  message: string | null,
  now: Date,
): Promise<boolean> {
  const closed = await q.query(
    `UPDATE deposits SET status_id = $2, message = $3, settled_at = $4
     WHERE id = $1 AND status_id IN ($5, $6) RETURNING 1`,
    [depositId, statusId, message, now, DEPOSIT_STATUS.pending, DEPOSIT_STATUS.processing],
  );
  return closed.length > 0;
}
