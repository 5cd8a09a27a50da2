import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Cents, Id } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { IdParams } from '../common/params.js';
import { replies } from '../common/replies.js';
import { GeoPacketField } from './deposit-input.js';

const Url = (title: string) => Type.String({ title, maxLength: 2000 });

/** POST /deposit/paysafe/create. */
export const UsDepositBody = Type.Object({
  deposit_request_type_id: Id('Deposit request type id'),
  amount: Cents('Amount'),
  return_url: Type.Optional(Url('Return url')),
  failed_url: Type.Optional(Url('Failed url')),
  geo_packet: Type.Optional(GeoPacketField),
});
export type UsDepositBody = Static<typeof UsDepositBody>;

/** A US deposit (spec 2 §3). */
export const UsDeposit = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  status: IdName,
});
export type UsDeposit = Static<typeof UsDeposit>;

/** What the US payment provider's checkout widget runs with. */
export const UsCheckoutSetup = Type.Object({
  merchant_reference_number: Type.String(),
  registration_id: Nullable(Type.String()),
  consumer_id: Type.String(),
  single_use_customer_token: Type.String(),
  redirect_registration: Nullable(Type.String()),
});
export type UsCheckoutSetup = Static<typeof UsCheckoutSetup>;

export const UsDepositCreated = Type.Object({ data: UsDeposit, meta: UsCheckoutSetup });
export type UsDepositCreated = Static<typeof UsDepositCreated>;

/** POST /deposit/paysafe/{id}/process: the widget's token. */
export const UsDepositProcessBody = Type.Object({
  token: Type.String({ title: 'Token', minLength: 1, maxLength: 200 }),
  geo_packet: Type.Optional(GeoPacketField),
});
export type UsDepositProcessBody = Static<typeof UsDepositProcessBody>;

export const UsDepositProcessed = Type.Object({
  data: UsDeposit,
  meta: Type.Object({ message: Nullable(Type.String()) }),
});
export type UsDepositProcessed = Static<typeof UsDepositProcessed>;

export const usDepositRoute = { body: UsDepositBody, response: replies(UsDepositCreated) };
export const usDepositProcessRoute = {
  params: IdParams,
  body: UsDepositProcessBody,
  response: replies(UsDepositProcessed),
};
