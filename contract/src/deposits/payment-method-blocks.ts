import { Type, type Static } from 'typebox';
import { Id, IntegerEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';
import { DEPOSIT_METHOD, DepositMethodsResponse } from './deposit-methods.js';

/** The methods a player can block: a saved card (named by card_id), their PayID and cash in-store. */
export const BLOCKABLE_METHODS = [
  DEPOSIT_METHOD.card,
  DEPOSIT_METHOD.cash,
  DEPOSIT_METHOD.payid,
] as const;

export { UNBLOCK_WAIT_HOURS } from './payment-method-block-rules.js';

/** The method to block or unblock: a card needs its card_id, the others take none. */
export const PaymentMethodBlockBody = Type.Object({
  deposit_request_type_id: IntegerEnum(BLOCKABLE_METHODS, 'Deposit request type id'),
  card_id: Type.Optional(Nullable(Id('Card id'))),
});
export type PaymentMethodBlockBody = Static<typeof PaymentMethodBlockBody>;

/**
 * POST /users/deposit_request_types/blocks (block now) and DELETE (ask for the unblock, in force
 * UNBLOCK_WAIT_HOURS later): both answer with the methods, as the other method changes do.
 */
export const paymentMethodBlockRoute = {
  body: PaymentMethodBlockBody,
  response: replies(DepositMethodsResponse),
};
