import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';
import { SuccessResponse } from '../common/status.js';

/**
 * POST /users/break and /users/self_exclude: any object (or none); the call reads the period
 * itself, so that a bad one gets 'Please select a valid period'.
 */
export const PeriodBody = Type.Unsafe<{ period?: unknown } | undefined>({ type: 'object' });

/** A break (or US timeout) in force from now. */
export const BreakTaken = Type.Object({
  break_applied_at: Type.String(),
  break_end_at: Type.String(),
  break_kind: Type.Union([Type.Literal('short'), Type.Literal('long')]),
});
export type BreakTaken = Static<typeof BreakTaken>;

export const breakRoute = {
  body: PeriodBody,
  response: replies(Type.Object({ data: BreakTaken })),
};
export const selfExcludeRoute = { body: PeriodBody, response: replies(SuccessResponse) };
/** The lifetime self-exclusion and closing the account: no body. */
export const restrictionRoute = { response: replies(SuccessResponse) };
