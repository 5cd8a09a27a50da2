import { Type, type Static } from 'typebox';
import { Cents } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { IdParams } from '../common/params.js';
import { replies } from '../common/replies.js';
import { SuccessResponse } from '../common/status.js';
import { PromotionField } from './deposit-input.js';

/** POST /deposit/blueshyft/code. */
export const CashCodeBody = Type.Object({
  amount: Cents('Amount'),
  promotion: Type.Optional(PromotionField),
});
export type CashCodeBody = Static<typeof CashCodeBody>;

/** A cash code as the client shows it (spec 2 §3 Cash code). */
export const CashCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: Type.Integer(),
  qrCodeURL: Type.String(),
  expires_at: Nullable(Type.String()),
});
export type CashCode = Static<typeof CashCode>;

/** A store where cash codes are paid (spec 2 §3 Outlet). */
export const Outlet = Type.Object({
  shopId: Type.String(),
  shopName: Type.String(),
  displayAddress: Type.String(),
  validatedAddress: Type.Object({
    latitude: Type.Number(),
    longitude: Type.Number(),
    postcode: Type.String(),
  }),
});
export type Outlet = Static<typeof Outlet>;

export const OutletsResponse = Type.Object({ locations: Type.Array(Outlet) });
export type OutletsResponse = Static<typeof OutletsResponse>;

export const cashCodeRoute = {
  body: CashCodeBody,
  response: replies(Type.Object({ data: CashCode })),
};
export const pendingCashCodesRoute = {
  response: replies(Type.Object({ data: Type.Array(CashCode) })),
};
export const cancelCashCodeRoute = { params: IdParams, response: replies(SuccessResponse) };
/** GET /deposit/blueshyft/locations; 502 when the provider fails. */
export const outletsRoute = { response: replies(OutletsResponse) };
