import { Type, type Static } from 'typebox';
import { ErrorResponse } from '../common/errors.js';
import { IdName } from '../common/id-name.js';
import { CARD_FUNDING } from '../deposits/deposit-methods.js';
import { Cents, StringEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { IdParams } from '../common/params.js';
import { media, replies } from '../common/replies.js';

// Only with the payment sandboxes: what the providers' pages and the player's bank do.

const Outcome = <const Values extends readonly string[]>(values: Values) =>
  Type.Unsafe<Values[number]>({ type: 'string', title: 'Outcome', enum: values });

export const SandboxTokenParams = Type.Object({
  token: Type.String({ title: 'Token', minLength: 1, maxLength: 100 }),
});
export type SandboxTokenParams = Static<typeof SandboxTokenParams>;

/** POST /sandbox/fatzebra/payments/{token}/card: the hosted card form (every field optional). */
export const SandboxCardBody = Type.Object({
  card_number: Type.Optional(Type.String({ title: 'Card number', maxLength: 30 })),
  card_holder: Type.Optional(Type.String({ title: 'Card holder', maxLength: 100 })),
  expiry_month: Type.Optional(
    Type.Integer({ safeInteger: true, title: 'Expiry month', minimum: 1, maximum: 12 }),
  ),
  expiry_year: Type.Optional(
    Type.Integer({ safeInteger: true, title: 'Expiry year', minimum: 2000, maximum: 2100 }),
  ),
  cvv: Type.Optional(Type.String({ title: 'CVV', maxLength: 4 })),
});
export type SandboxCardBody = Static<typeof SandboxCardBody>;

/** POST /sandbox/fatzebra/payments/{token}/challenge: the bank's 3-D Secure page. */
export const SandboxChallengeBody = Type.Object({ outcome: Outcome(['pass', 'fail'] as const) });
export type SandboxChallengeBody = Static<typeof SandboxChallengeBody>;

/** The card form's answer; a payment that reached its outcome is notified to the API. */
export const SandboxFormAnswer = Type.Object({
  status: Type.Union([
    Type.Literal('approved'),
    Type.Literal('declined'),
    Type.Literal('challenge'),
  ]),
  message: Nullable(Type.String()),
  reference_number: Type.String(),
});
export type SandboxFormAnswer = Static<typeof SandboxFormAnswer>;

export const SandboxCodeParams = Type.Object({
  code: Type.String({ title: 'Code', pattern: '^[0-9]{16}$' }),
});
export type SandboxCodeParams = Static<typeof SandboxCodeParams>;

/** POST /sandbox/zepto/transfers: the player's bank pays their own PayID. */
export const SandboxTransferBody = Type.Object({
  payid: Type.String({ title: 'PayID', minLength: 1, maxLength: 255 }),
  amount: Cents('Amount'),
  outcome: Type.Optional(Outcome(['settled', 'dishonoured'] as const)),
});
export type SandboxTransferBody = Static<typeof SandboxTransferBody>;

/** The deposit a sandbox payment reached; a PayID deposit goes by the provider's reference. */
export const SandboxDeposit = Type.Object({
  data: Type.Object({ id: Type.Integer(), amount: Type.Integer(), status: IdName }),
});
export const SandboxTransferDeposit = Type.Object({
  data: Type.Object({ id: Type.String(), amount: Type.Integer(), status: IdName }),
});

/**
 * POST /sandbox/paysafe/requests/{id}/checkout: the US checkout widget. `funding` is the test
 * card's funding type for the card method (debit when left out); other methods ignore it.
 */
export const SandboxCheckoutBody = Type.Object({
  outcome: Outcome(['approve', 'decline'] as const),
  funding: Type.Optional(StringEnum(CARD_FUNDING, 'Funding')),
});
export type SandboxCheckoutBody = Static<typeof SandboxCheckoutBody>;

/** POST /sandbox/paysafe/registrations/{token}: the payout registration page's form. */
export const SandboxRegistrationBody = Type.Object({
  outcome: Outcome(['complete', 'cancel'] as const),
});
export type SandboxRegistrationBody = Static<typeof SandboxRegistrationBody>;

const formAnswer = replies(Type.Object({ data: SandboxFormAnswer }));
export const sandboxCardRoute = {
  params: SandboxTokenParams,
  body: SandboxCardBody,
  response: formAnswer,
};
export const sandboxChallengeRoute = {
  params: SandboxTokenParams,
  body: SandboxChallengeBody,
  response: formAnswer,
};
export const sandboxCodePictureRoute = {
  params: SandboxCodeParams,
  response: { 200: media('image/svg+xml', "The code's picture"), '4xx': ErrorResponse },
} as const;
export const sandboxRedeemRoute = {
  params: SandboxCodeParams,
  response: replies(SandboxDeposit),
};
export const sandboxTransferRoute = {
  body: SandboxTransferBody,
  response: replies(SandboxTransferDeposit),
};
export const sandboxCheckoutRoute = {
  params: IdParams,
  body: SandboxCheckoutBody,
  response: replies(Type.Object({ data: Type.Object({ token: Type.String() }) })),
};
/** The registration page is HTML (200, or 404 for a link no longer valid). */
const registrationPage = media('text/html', 'The registration page');
export const sandboxRegistrationPageRoute = {
  params: SandboxTokenParams,
  response: { 200: registrationPage, 404: registrationPage, '4xx': ErrorResponse },
} as const;
/** Completing or cancelling sends the browser to the portal's return or failure page. */
export const sandboxRegistrationRoute = {
  params: SandboxTokenParams,
  body: SandboxRegistrationBody,
  response: {
    303: Type.Null({ description: "To the portal's return or failure page" }),
    404: registrationPage,
    '4xx': ErrorResponse,
  },
} as const;
