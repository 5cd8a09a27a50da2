import { Type, type Static } from 'typebox';
import { Cents, Id } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';
import { GeoPacketField } from '../deposits/deposit-input.js';
import { WithdrawalChanged } from './withdrawal.js';

const Url = (title: string) => Type.String({ title, minLength: 1, maxLength: 2000 });

/** One US payout method with the player's registration and ACH accounts (spec 2 §3). */
export const UsWithdrawalMethod = Type.Object({
  withdrawal_request_type: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    is_registrable: Type.Boolean(),
  }),
  user_paysafe_registration: Nullable(
    Type.Object({ id: Type.Integer(), consumer_id: Type.String() }),
  ),
  user_paysafe_bank_accounts: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String() })),
});
export type UsWithdrawalMethod = Static<typeof UsWithdrawalMethod>;

/** GET /users/withdrawal_request_types: the methods keyed by id (none outside the US). */
export const UsWithdrawalMethods = Type.Object({
  data: Type.Record(Type.String(), UsWithdrawalMethod),
  meta: Type.Object({ min_withdrawal: Type.Integer() }),
});
export type UsWithdrawalMethods = Static<typeof UsWithdrawalMethods>;

/** POST /withdraw/paysafe/register. */
export const UsRegistrationBody = Type.Object({
  deposit_request_type_id: Id('Deposit request type id'),
  return_url: Url('Return url'),
  failed_url: Url('Failed url'),
});
export type UsRegistrationBody = Static<typeof UsRegistrationBody>;

export const UsRegistrationStarted = Type.Object({
  data: Type.Object({ redirect_registration: Type.String() }),
});
export type UsRegistrationStarted = Static<typeof UsRegistrationStarted>;

/** POST /withdraw/paysafe/create. */
export const UsWithdrawalBody = Type.Object({
  withdrawal_request_type_id: Id('Withdrawal request type id'),
  amount: Cents('Amount'),
  account_id: Id('Account id'),
  geo_packet: Type.Optional(GeoPacketField),
});
export type UsWithdrawalBody = Static<typeof UsWithdrawalBody>;

export const usWithdrawalMethodsRoute = { response: replies(UsWithdrawalMethods) };
export const usRegistrationRoute = {
  body: UsRegistrationBody,
  response: replies(UsRegistrationStarted),
};
export const usWithdrawalRoute = { body: UsWithdrawalBody, response: replies(WithdrawalChanged) };
