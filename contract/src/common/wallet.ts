import { Type, type Static } from 'typebox';

/**
 * Both in cents. `balance` is the ledger sum; `available_balance` the part of it the player can bet
 * or withdraw (never more than `balance`). A withdrawal's money leaves both when it is requested.
 */
export const WalletBalance = Type.Object({
  balance: Type.Integer(),
  available_balance: Type.Integer(),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** What an idempotency key may hold (the ledger's database checks it too). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,200}$';
