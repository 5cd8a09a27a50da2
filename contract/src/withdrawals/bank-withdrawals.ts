import { Type, type Static } from 'typebox';
import { Cents, Id } from '../common/keywords.js';
import { IdListField, Paged, PageField } from '../common/pagination.js';
import { IdParams } from '../common/params.js';
import { replies } from '../common/replies.js';
import { GeoPacketField } from '../deposits/deposit-input.js';
import { Withdrawal, WithdrawalChanged } from './withdrawal.js';

/** POST /withdraw. */
export const BankWithdrawalBody = Type.Object({
  amount: Cents('Amount'),
  user_bank_account_id: Id('User bank account id'),
  geo_packet: Type.Optional(GeoPacketField),
});
export type BankWithdrawalBody = Static<typeof BankWithdrawalBody>;

/** GET /users/withdraw: the statuses to list (all when absent) and the page. */
export const WithdrawalListQuery = Type.Object({
  payment_status_ids: Type.Optional(IdListField('Payment status ids')),
  page: Type.Optional(PageField),
});
export type WithdrawalListQuery = Static<typeof WithdrawalListQuery>;

export const WithdrawalList = Paged(Withdrawal);
export type WithdrawalList = Static<typeof WithdrawalList>;

export const bankWithdrawalRoute = {
  body: BankWithdrawalBody,
  response: replies(WithdrawalChanged),
};
export const withdrawalListRoute = {
  querystring: WithdrawalListQuery,
  response: replies(WithdrawalList),
};
export const withdrawalCancelRoute = { params: IdParams, response: replies(WithdrawalChanged) };
