import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Cents } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { noContent, replies } from '../common/replies.js';
import { CardLabel } from './deposit-methods.js';
import { CardIdField, ExtraField, PromotionField, ReferenceField } from './deposit-input.js';

/** POST /deposit/fatzebra/create. */
export const CardDepositBody = Type.Object({
  amount: Cents('Amount'),
  promotion: Type.Optional(PromotionField),
  card_id: Type.Optional(CardIdField),
});
export type CardDepositBody = Static<typeof CardDepositBody>;

/** The provider payment the card form (3-D Secure) runs with. */
export const CardSession = Type.Object({
  reference_number: Type.String(),
  payment: Type.Integer(),
  currency: Type.String(),
  token: Type.String(),
  verification: Type.String(),
  cardToken: Nullable(Type.String()),
});
export type CardSession = Static<typeof CardSession>;

/** POST /deposit/fatzebra and /deposit/fatzebra/notify (the provider's notification: 204). */
export const CardConfirmBody = Type.Object({
  reference_number: ReferenceField,
  extra: Type.Optional(ExtraField),
});
export type CardConfirmBody = Static<typeof CardConfirmBody>;

/** POST /deposit/fatzebra/save. */
export const CardSaveBody = Type.Object({
  amount: Type.Optional(Cents('Amount')),
  card_id: Type.Optional(CardIdField),
  promotion: Type.Optional(PromotionField),
  extra: Type.Object({ reference_number: ReferenceField }, { title: 'Extra', maxProperties: 50 }),
});
export type CardSaveBody = Static<typeof CardSaveBody>;

/** A card payment's outcome. */
export const CardSettlement = Type.Object({
  reference_number: Type.String(),
  amount: Type.Integer(),
  status: IdName,
  message: Nullable(Type.String()),
  card: Nullable(CardLabel),
});
export type CardSettlement = Static<typeof CardSettlement>;

export const cardDepositRoute = {
  body: CardDepositBody,
  response: replies(Type.Object({ data: CardSession })),
};
export const cardConfirmRoute = {
  body: CardConfirmBody,
  response: replies(Type.Object({ data: CardSettlement })),
};
export const cardNotifyRoute = { body: CardConfirmBody, response: noContent };
export const cardSaveRoute = {
  body: CardSaveBody,
  response: replies(Type.Object({ data: CardSettlement })),
};
