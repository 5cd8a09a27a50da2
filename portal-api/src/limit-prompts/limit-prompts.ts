import type { DepositLimitPrompt, DepositLimitPromptAnswer } from '@portal/contract';
import type { Queryable } from '../db/db';
import type { Country } from '../region';

/** Where the player is asked again, once a year, to set a deposit limit (Australia's framework). */
const ANNUAL_PROMPT_COUNTRIES: readonly Country[] = ['AU'];

/** The deposit limit type (spec 2 §7), the one the question is about. */
const DEPOSIT_LIMIT_TYPE_ID = 1;

export type PromptContext = 'signup' | 'annual';

/** Keeps one answer to the deposit-limit question. */
export async function recordPromptAnswer(
  q: Queryable,
  userId: number,
  context: PromptContext,
  answer: DepositLimitPromptAnswer | 'declined',
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO deposit_limit_prompts (user_id, context, answer, answered_at)
     VALUES ($1, $2, $3, $4)`,
    [userId, context, answer, now],
  );
}

interface PromptRow {
  country: Country;
  created_at: Date;
  has_limit: boolean;
  last_context: PromptContext | null;
  last_answer: DepositLimitPrompt['last_answer'];
  last_answered_at: Date | null;
}

/**
 * Whether the player is to be asked now, and their latest answer: asked in Australia when no
 * deposit limit is in force and a year has passed since the latest answer (or, with none, since
 * sign-up).
 */
export async function depositLimitPrompt(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<DepositLimitPrompt> {
  const [row] = await q.query<PromptRow>(
    `SELECT u.country, u.created_at,
            EXISTS (SELECT 1 FROM user_limits l
                    WHERE l.user_id = u.id AND l.type_id = $3
                      AND (l.end_date IS NULL OR l.end_date > $2)) AS has_limit,
            p.context AS last_context, p.answer AS last_answer, p.answered_at AS last_answered_at
     FROM users u
     LEFT JOIN LATERAL (SELECT context, answer, answered_at FROM deposit_limit_prompts
                        WHERE user_id = u.id ORDER BY answered_at DESC, id DESC LIMIT 1) p ON true
     WHERE u.id = $1`,
    [userId, now, DEPOSIT_LIMIT_TYPE_ID],
  );
  const since = row.last_answered_at ?? row.created_at;
  const yearLater = new Date(since);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  return {
    due: ANNUAL_PROMPT_COUNTRIES.includes(row.country) && !row.has_limit && yearLater <= now,
    last_answer: row.last_answer,
    last_answered_at: row.last_answered_at?.toISOString() ?? null,
  };
}
