import { Type, type Static } from 'typebox';
import { IdParams } from '../common/params.js';
import { replies } from '../common/replies.js';
import { BankAccount } from '../payments/payment-details.js';

// The bank details and the statement come as a multipart form (or JSON) the call reads itself.

/** POST /verification/bank: the PIN was texted to the masked phone. */
export const BankPinSent = Type.Object({
  data: Type.Object({ message: Type.String(), phone: Type.String() }),
});
export type BankPinSent = Static<typeof BankPinSent>;

/** POST /users/bank and POST /users/bank/{id}: the account with what to show. */
export const BankAccountSaved = Type.Object({
  data: BankAccount,
  meta: Type.Object({ message: Type.String() }),
});
export type BankAccountSaved = Static<typeof BankAccountSaved>;

/** DELETE /users/bank/{id}: the pending withdrawals the removal cancelled (and refunded). */
export const BankAccountRemoved = Type.Object({
  status: Type.Literal('success'),
  data: Type.Object({ cancelled_withdrawals: Type.Array(Type.Integer()) }),
  meta: Type.Object({ message: Type.String() }),
});
export type BankAccountRemoved = Static<typeof BankAccountRemoved>;

export const bankDetailsRoute = { response: replies(BankPinSent) };
export const bankAccountAddRoute = { response: replies(BankAccountSaved) };
export const bankDocumentRoute = {
  params: IdParams,
  response: replies(BankAccountSaved),
};
export const bankAccountRemoveRoute = { params: IdParams, response: replies(BankAccountRemoved) };
