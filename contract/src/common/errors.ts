import { Type, type Static } from 'typebox';

/**
 * Every error (spec 1 §7/§8): field name to messages, the key `error` holding general messages,
 * and what the call adds in `meta` (token_status, attempts_left, ...).
 */
export const ErrorResponse = Type.Object({
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
  meta: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type ErrorResponse = Static<typeof ErrorResponse>;
