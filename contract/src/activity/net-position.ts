import { Type, type Static } from 'typebox';
import { replies } from '../common/replies.js';

/**
 * GET /activity/net-position: the player's net result (won - staked, own money, cents) this
 * calendar month, this calendar year and since the account opened, in the player's time zone.
 * `collapsible` is false where the strip must stay visible (AU).
 */
export const NetPosition = Type.Object({
  month: Type.Integer(),
  year: Type.Integer(),
  lifetime: Type.Integer(),
  collapsible: Type.Boolean(),
});
export type NetPosition = Static<typeof NetPosition>;

export const netPositionRoute = { response: replies(Type.Object({ data: NetPosition })) };
