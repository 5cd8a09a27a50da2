import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Cents, IntegerEnum } from '../common/keywords.js';
import { replies } from '../common/replies.js';
import { PromotionField } from './deposit-input.js';
import { DEPOSIT_METHOD } from './deposit-methods.js';

/** POST /deposit/external/create: the player reports a bank transfer or BPAY payment. */
export const DepositNoticeBody = Type.Object({
  date: Type.Optional(Type.String({ title: 'Deposit date', maxLength: 10 })),
  amount: Cents('Amount'),
  deposit_request_type: IntegerEnum(
    [DEPOSIT_METHOD.bpay, DEPOSIT_METHOD.eft],
    'Deposit request type',
  ),
  promotion: Type.Optional(PromotionField),
});
export type DepositNoticeBody = Static<typeof DepositNoticeBody>;

export const DepositNoticeResponse = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    date: Type.String(),
    amount: Type.Integer(),
    deposit_request_type: IdName,
    status: IdName,
  }),
  meta: Type.Object({ message: Type.String() }),
});
export type DepositNoticeResponse = Static<typeof DepositNoticeResponse>;

export const depositNoticeRoute = {
  body: DepositNoticeBody,
  response: replies(DepositNoticeResponse),
};
