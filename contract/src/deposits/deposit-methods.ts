import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Id, IntegerEnum, StringEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';
import { SuccessResponse } from '../common/status.js';

/** Deposit method ids (spec 2 §3). */
export const DEPOSIT_METHOD = { card: 1, bpay: 3, eft: 4, cash: 5, payid: 14 } as const;

/** The methods a player adds by hand; cards are added by paying with them. */
export const ADDABLE_METHODS = [
  DEPOSIT_METHOD.bpay,
  DEPOSIT_METHOD.eft,
  DEPOSIT_METHOD.cash,
  DEPOSIT_METHOD.payid,
] as const;

/** A saved card as a deposit method or a payment shows it. */
export const CardLabel = Type.Object({ id: Type.Integer(), label: Type.String() });
export type CardLabel = Static<typeof CardLabel>;

/** What the card provider says a card draws on. */
export const CARD_FUNDING = ['debit', 'credit', 'prepaid'] as const;
export type CardFunding = (typeof CARD_FUNDING)[number];

/**
 * A saved card in the player's deposit methods: its funding type (null when the provider has not
 * said) and whether the law where the portal operates lets it pay a deposit, with the reason if not.
 */
export const SavedCard = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  funding: Nullable(StringEnum(CARD_FUNDING, 'Funding')),
  usable: Type.Boolean(),
  unusable_reason: Nullable(Type.String()),
});
export type SavedCard = Static<typeof SavedCard>;

/**
 * A method in the player's deposit methods. `blocked`: the player blocked it, so no deposit may use
 * it; `unblocks_at`: when an unblock the player asked for takes effect (null when none is pending).
 */
export const DepositMethodEntry = Type.Object({
  user_id: Type.Integer(),
  deposit_request_type: IdName,
  card: Nullable(SavedCard),
  blocked: Type.Boolean(),
  unblocks_at: Nullable(Type.String()),
});
export type DepositMethodEntry = Static<typeof DepositMethodEntry>;

/** The player's methods, with the deposit bounds (cents), the method names and the brand's bank. */
export const DepositMethodsResponse = Type.Object({
  data: Type.Array(DepositMethodEntry),
  meta: Type.Object({
    min_deposit: Type.Integer(),
    max_deposit: Type.Integer(),
    min_blueshyft_deposit: Type.Integer(),
    max_blueshyft_deposit: Type.Integer(),
    deposit_request_types: Type.Record(Type.String(), Type.String()),
    /** The brand's account for EFT deposits (spec 2 §3 brand bank details). */
    bank_details: Type.Object({
      bank_name: Type.String(),
      account_name: Type.String(),
      account_number: Type.String(),
      bsb_number: Type.String(),
    }),
  }),
});
export type DepositMethodsResponse = Static<typeof DepositMethodsResponse>;

export const DepositMethodBody = Type.Object({
  deposit_request_type_id: IntegerEnum(ADDABLE_METHODS, 'Deposit request type id'),
});
export type DepositMethodBody = Static<typeof DepositMethodBody>;

export const CardParams = Type.Object({ id: Id('Card id') });
export type CardParams = Static<typeof CardParams>;

/** A deposit promotion the brand offers now. */
export const DepositPromotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  client: IdName,
  rules: Type.Object({ max_bonus_amount: Type.Integer(), never_expire: Type.Boolean() }),
  expired_at: Nullable(Type.String()),
});
export type DepositPromotion = Static<typeof DepositPromotion>;

export const DepositPromotionsResponse = Type.Object({ data: Type.Array(DepositPromotion) });
export type DepositPromotionsResponse = Static<typeof DepositPromotionsResponse>;

/** GET /users/deposit_request_types. */
export const depositMethodsRoute = { response: replies(DepositMethodsResponse) };
/** POST and DELETE /users/deposit_request_types: answer with the methods. */
export const depositMethodRoute = {
  body: DepositMethodBody,
  response: replies(DepositMethodsResponse),
};
/** DELETE /users/card/{id}. */
export const removeCardRoute = { params: CardParams, response: replies(SuccessResponse) };
/** GET /users/promotions/deposit. */
export const depositPromotionsRoute = { response: replies(DepositPromotionsResponse) };
