import { Type, type Static } from 'typebox';
import { Nullable } from '../common/nullable.js';
import { InstantField, Paged, PageField } from '../common/pagination.js';
import { IdParams } from '../common/params.js';
import { replies } from '../common/replies.js';
import { ActiveLimit, PendingLimitRequest } from './limit.js';

/**
 * POST /limits: any object; the call reads it field by field (portal-api limit-input.ts), so that
 * each refusal says what to fix.
 */
export const LimitChangeBody = Type.Unsafe<Record<string, unknown>>({ type: 'object' });

/** The player's limits and pending requests after a change. */
export const LimitsAfterChange = Type.Object({
  limits: Type.Array(ActiveLimit),
  limit_requests: Type.Array(PendingLimitRequest),
});
export type LimitsAfterChange = Static<typeof LimitsAfterChange>;

/** GET /users/limits/history: the page and the range of the changes. */
export const LimitHistoryQuery = Type.Object({
  page: Type.Optional(PageField),
  from_date: Type.Optional(InstantField('From date')),
  to_date: Type.Optional(InstantField('To date')),
});
export type LimitHistoryQuery = Static<typeof LimitHistoryQuery>;

/** An audited value: cents, minutes, a date or nothing. */
const AuditValue = Nullable(Type.Union([Type.Number(), Type.String()]));

/** One change of the player's limits (spec 2 §3 Limit history entry); cents for types 1 and 2. */
export const LimitHistoryEntry = Type.Object({
  id: Type.Integer(),
  type: Type.Object({ id: Type.Integer(), name: Type.String() }),
  duration: Nullable(Type.Object({ name: Type.String() })),
  action: Type.String(),
  created_at: Type.String(),
  value: Type.Object({ old: AuditValue, new: AuditValue }),
});
export type LimitHistoryEntry = Static<typeof LimitHistoryEntry>;

export const LimitHistory = Paged(LimitHistoryEntry);
export type LimitHistory = Static<typeof LimitHistory>;

export const limitChangeRoute = {
  body: LimitChangeBody,
  response: replies(Type.Object({ data: LimitsAfterChange })),
};
/** POST /limits/requests/:id/confirm and DELETE /limits/requests/:id: the request's id. */
export const limitRequestRoute = {
  params: IdParams,
  response: replies(Type.Object({ data: LimitsAfterChange })),
};
export const limitHistoryRoute = {
  querystring: LimitHistoryQuery,
  response: replies(LimitHistory),
};
