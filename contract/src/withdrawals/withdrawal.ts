import { Type, type Static } from 'typebox';
import { IdName } from '../common/id-name.js';
import { Nullable } from '../common/nullable.js';
import { WalletBalance } from '../common/wallet.js';

/** A withdrawal as the client sees it (spec 2 §3 Withdrawal). */
export const Withdrawal = Type.Object({
  id: Type.Integer(),
  transaction_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  amount: Type.Integer(),
  status: IdName,
  /** 1 when the server processes it on its own. */
  is_auto: Type.Union([Type.Literal(0), Type.Literal(1)]),
  withdrawal_request_type: IdName,
  account: Type.Object({ id: Type.Integer(), label: Type.String() }),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** A withdrawal requested or cancelled, with the balances after it. */
export const WithdrawalChanged = Type.Object({
  data: Withdrawal,
  meta: Type.Object({ message: Type.String(), ...WalletBalance.properties }),
});
export type WithdrawalChanged = Static<typeof WithdrawalChanged>;
