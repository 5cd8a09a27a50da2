import { Type, type Static } from 'typebox';
import { IntegerEnum } from '../common/keywords.js';
import { Nullable } from '../common/nullable.js';
import { replies } from '../common/replies.js';

/** The reality-check intervals a player may choose, in minutes; 0 is off. */
export const REALITY_CHECK_INTERVALS = [0, 15, 30, 60] as const;
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];

/**
 * GET /responsible-gambling/reality-check: the player's interval (kept by the server, every
 * device) and this session as the server counts it: when it began, the seconds logged in since,
 * its net result (won - staked, cents) and when the next check is due (null when off).
 */
export const RealityCheck = Type.Object({
  interval_minutes: Type.Integer(),
  session_started_at: Type.String(),
  session_seconds: Type.Integer(),
  session_net_result: Type.Integer(),
  next_check_at: Nullable(Type.String()),
});
export type RealityCheck = Static<typeof RealityCheck>;

export const realityCheckRoute = { response: replies(Type.Object({ data: RealityCheck })) };

/** PUT /responsible-gambling/reality-check: the interval, one of REALITY_CHECK_INTERVALS. */
export const RealityCheckSetting = Type.Object({
  interval_minutes: IntegerEnum(REALITY_CHECK_INTERVALS, 'Interval'),
});
export type RealityCheckSetting = Static<typeof RealityCheckSetting>;

export const realityCheckSettingRoute = {
  body: RealityCheckSetting,
  response: replies(Type.Object({ data: RealityCheck })),
};

/**
 * POST /responsible-gambling/reality-check/acknowledge: the player answered the check (Continue or
 * View activity); the next one is due a whole interval from now.
 */
export const realityCheckAcknowledgeRoute = {
  response: replies(Type.Object({ data: RealityCheck })),
};
