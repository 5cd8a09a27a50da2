import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { signLocationPayload } from '../integrations/location/sandbox-location';
import type { DepositSession, callAs } from './deposit-helpers';

type Call = ReturnType<typeof callAs>;

/** The demo AU player's mobile as the SMS sandbox addresses it. */
export const AU_MOBILE = '+61412345678';

export const AU_BANK = {
  account_name: 'Alex Walker',
  bank_id: '062-000',
  account_number: '12345678',
};

export async function walletOf(db: Db, userId: number) {
  const [wallet] = await db.query<{ balance: number; available_balance: number }>(
    'SELECT balance, available_balance FROM wallets WHERE user_id = $1',
    [userId],
  );
  return wallet;
}

/** The latest code texted to `to` (the SMS sandbox's outbox, through the dev route). */
export async function latestTextedCode(app: FastifyInstance, to: string): Promise<string> {
  const outbox = await app.inject({
    method: 'GET',
    url: `/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const [latest] = outbox.json<{ data: Array<{ code?: string }> }>().data;
  if (!latest?.code) throw new Error(`no code texted to ${to}`);
  return latest.code;
}

/** Adds the bank account through the PIN, as the withdraw screen does; its id. */
export async function addBankAccount(
  app: FastifyInstance,
  call: Call,
  mobile = AU_MOBILE,
  details: Record<string, string> = AU_BANK,
): Promise<number> {
  const verification = await call('POST', '/verification/bank', details);
  if (verification.statusCode !== 200) throw new Error(verification.body);
  const token = await latestTextedCode(app, mobile);
  const added = await call('POST', '/users/bank', { ...details, token });
  if (added.statusCode !== 200) throw new Error(added.body);
  return added.json<{ data: { id: number } }>().data.id;
}

/** The back office approves or rejects the player's bank account (dev route). */
export async function reviewBankAccount(
  app: FastifyInstance,
  email: string,
  status: 'approved' | 'rejected',
) {
  const review = await app.inject({
    method: 'POST',
    url: '/dev/bank_account/review',
    payload: { email, status },
  });
  if (review.statusCode !== 200) throw new Error(review.body);
}

export interface PacketClaims {
  user_id: unknown;
  state: unknown;
  in_jurisdiction: unknown;
  issued_at: string;
  expires_at: string;
}

/** A geo packet as the location simulator signs it (contract 3 of issue 12). */
export function geoPacket(secret: string, claims: PacketClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${signLocationPayload(secret, payload)}`;
}

/** Claims of a packet issued at `now`, valid 10 minutes, for the player in the state. */
export function claimsAt(now: Date, userId: number, state = 'IA'): PacketClaims {
  return {
    user_id: userId,
    state,
    in_jurisdiction: true,
    issued_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 10 * 60 * 1000).toISOString(),
  };
}

/** Both balances are `cents`, and the one change was announced on the player's channel. */
export async function expectBalanceAnnounced(s: DepositSession, cents: number): Promise<void> {
  const wallet = { balance: cents, available_balance: cents };
  expect(await walletOf(s.t.db, s.userId)).toEqual(wallet);
  expect(s.t.published).toEqual([
    { userId: s.userId, event: 'wallet.balance.updated', payload: wallet },
  ]);
}
