import { Type, type Static } from 'typebox';
import { Cents } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { created, replies } from '../common/replies.js';
import { IDEMPOTENCY_KEY_PATTERN, WalletBalance } from '../common/wallet.js';
import { BankAccount } from '../payments/payment-details.js';

/** The development routes (PORTAL_DEV_ROUTES=1) name the player by e-mail. */
const Email = Type.String({ title: 'Email', format: 'email', maxLength: 255 });

/** POST /dev/wallet/credit: cents to add (or take, when negative). */
export const DevCreditBody = Type.Object({
  email: Email,
  amount: Cents('Amount'),
  idempotency_key: Type.Optional(
    Type.String({ title: 'Idempotency key', pattern: IDEMPOTENCY_KEY_PATTERN }),
  ),
});
export type DevCreditBody = Static<typeof DevCreditBody>;

export const DevCredited = Type.Object({
  data: WalletBalance,
  meta: Type.Object({ idempotency_key: Type.String(), replayed: Type.Boolean() }),
});
export type DevCredited = Static<typeof DevCredited>;

/** POST /dev/bank_account/review. */
export const DevBankReviewBody = Type.Object({
  email: Email,
  status: Type.Unsafe<'approved' | 'rejected'>({
    type: 'string',
    title: 'Status',
    enum: ['approved', 'rejected'],
  }),
});
export type DevBankReviewBody = Static<typeof DevBankReviewBody>;

/** GET /dev/outbox: only the messages to this address or number. */
export const DevOutboxQuery = Type.Object({
  to: Type.Optional(Type.String({ title: 'To', maxLength: 255 })),
});
export type DevOutboxQuery = Static<typeof DevOutboxQuery>;

/** What the e-mail and SMS sandboxes would have sent. */
export const OutboxMessage = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  link: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  created_at: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** POST /dev/terms: a new Terms and Conditions version of the request's brand. */
export const DevTermsBody = Type.Object({
  version: Type.String({ title: 'Version', minLength: 1, maxLength: 50 }),
  url: Type.String({ title: 'URL', minLength: 1, maxLength: 2048 }),
});
export type DevTermsBody = Static<typeof DevTermsBody>;

export const DevTermsPublished = Type.Object({
  data: Type.Object({ version: Type.String(), url: Type.String(), updated_at: Type.String() }),
});
export type DevTermsPublished = Static<typeof DevTermsPublished>;

export const devCreditRoute = { body: DevCreditBody, response: replies(DevCredited) };
export const devBankReviewRoute = {
  body: DevBankReviewBody,
  response: replies(Type.Object({ data: Nullable(BankAccount) })),
};
export const devOutboxRoute = {
  querystring: DevOutboxQuery,
  response: replies(Type.Object({ data: Type.Array(OutboxMessage) })),
};
export const devTermsRoute = {
  body: DevTermsBody,
  response: created(DevTermsPublished),
};

/** GET /documentation/json: this document itself, left out of it. */
export const openApiRoute = {
  hide: true,
  response: { 200: Type.Unknown({ description: 'The OpenAPI 3 document' }) },
};
