import { createHash, randomInt } from 'node:crypto';
import type { AppContext } from '../app-context';
import { addSeconds } from '../clock';
import type { Queryable } from '../db/db';
import { fieldError, generalError } from '../http/http-error';
import { messages } from '@portal/contract';
import { lockPlayer } from '../restrictions/player-lock';
import type { Withdrawer } from '../withdrawals/withdrawer';
import {
  BANK_PIN,
  BANK_PIN_MAX_ATTEMPTS,
  BANK_PIN_TTL_SECONDS,
  BANK_PINS_PER_HOUR,
} from './bank-account-constants';
import { sameBankDetails, type BankDetails } from './bank-details';
import type { StoredDocument } from './bank-document';

const m = messages.bankAccounts;

function pinHash(userId: number, pin: string): string {
  return createHash('sha256').update(`bank:${userId}:${pin}`).digest('hex');
}

/** The phone as the player knows it, every character but the last 3 masked (spec 2 §9). */
export function maskPhone(phone: string): string {
  return '*'.repeat(Math.max(0, phone.length - 3)) + phone.slice(-3);
}

/**
 * Texts a new 6-digit PIN for these bank details (and the statement, when `storeDocument` gives
 * one) to the player's verified mobile; the previous PIN stops working. At most BANK_PINS_PER_HOUR
 * an hour: the count and the new PIN are decided under the player's lock, so parallel requests on
 * any instance never send more, and the statement is stored only once the request is accepted.
 * Returns the masked phone.
 */
export async function sendBankPin(
  ctx: AppContext,
  player: Withdrawer,
  details: BankDetails,
  storeDocument: () => Promise<StoredDocument | null>,
): Promise<string> {
  const now = ctx.clock();
  const phone = player.phone ?? '';
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const pinId = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const [{ count }] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM bank_account_pins WHERE user_id = $1 AND created_at > $2',
      [player.id, addSeconds(now, -3600)],
    );
    if (count >= BANK_PINS_PER_HOUR) throw generalError(429, messages.tooManyRequests(3600));
    await tx.query(
      'UPDATE bank_account_pins SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
      [player.id, now],
    );
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO bank_account_pins (user_id, pin_hash, details, created_at, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id`,
      [
        player.id,
        pinHash(player.id, pin),
        JSON.stringify(details),
        now,
        addSeconds(now, BANK_PIN_TTL_SECONDS),
      ],
    );
    return row.id;
  });
  const document = await storeDocument();
  if (document) {
    await ctx.db.query(
      'UPDATE bank_account_pins SET document_url = $2, document_name = $3 WHERE id = $1',
      [pinId, document.file, document.name],
    );
  }
  await ctx.integrations.sms.send({
    to: `+${player.calling_code ?? ''}${phone.replace(/^0/, '')}`,
    text: m.pinSms(pin),
    code: pin,
  });
  return maskPhone(phone);
}

export type PinCheck =
  { ok: true; document: StoredDocument | null } | { ok: false; message: string };

/**
 * Inside the caller's transaction: uses the player's latest PIN when `pin` is it and the details
 * are the ones it was sent for. A wrong PIN counts a try (the fifth uses the PIN up); the caller
 * commits that before refusing.
 */
export async function usePin(
  tx: Queryable,
  userId: number,
  pin: string,
  details: BankDetails,
  now: Date,
): Promise<PinCheck> {
  const [latest] = await tx.query<{
    id: number;
    pin_hash: string;
    details: BankDetails;
    document_url: string | null;
    document_name: string | null;
    failed_attempts: number;
  }>(
    `SELECT id, pin_hash, details, document_url, document_name, failed_attempts
     FROM bank_account_pins WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2
     ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, now],
  );
  if (!latest) return { ok: false, message: m.pinExpired };
  if (latest.pin_hash !== pinHash(userId, pin)) {
    const attempts = latest.failed_attempts + 1;
    const usedUp = attempts >= BANK_PIN_MAX_ATTEMPTS;
    await tx.query(
      'UPDATE bank_account_pins SET failed_attempts = $2, used_at = $3 WHERE id = $1',
      [latest.id, attempts, usedUp ? now : null],
    );
    return { ok: false, message: usedUp ? m.pinAttemptsUsed : m.pinWrong };
  }
  if (!sameBankDetails(latest.details, details)) return { ok: false, message: m.pinOtherDetails };
  await tx.query('UPDATE bank_account_pins SET used_at = $2 WHERE id = $1', [latest.id, now]);
  const document =
    latest.document_url && latest.document_name
      ? { file: latest.document_url, name: latest.document_name }
      : null;
  return { ok: true, document };
}

/** The PIN field: 6 digits, else a 422 on `token`. */
export function readPin(value: unknown): string {
  const pin =
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!BANK_PIN.test(pin)) throw fieldError('token', m.pinFormat);
  return pin;
}
