import type { Queryable } from '../db/db';
import { MailNotSentError } from '../integrations/mail/mail-not-sent';
import { sendStatementEmail } from './monthly-statement-email';
import type { StatementJobContext } from './statement-job-context';

/** How long an instance holds an e-mail while it sends it; past it, another may send it. */
const CLAIM_SECONDS = 10 * 60;
/** Attempts before an e-mail the provider keeps refusing is left unsent. */
const STATEMENT_EMAIL_ATTEMPTS = 3;

interface ClaimedEmail {
  statement_id: number;
  email: string;
  brand_id: number;
  month: string;
}

/** Queues the e-mail of the player's statement of `month`, in the transaction that stored it. */
export async function queueStatementEmail(
  tx: Queryable,
  userId: number,
  month: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO statement_emails (statement_id)
     SELECT id FROM activity_statements WHERE user_id = $1 AND month = $2`,
    [userId, month],
  );
}

/**
 * Claims one unsent e-mail no other instance holds (SKIP LOCKED, then `claimed_until`), counting
 * the attempt; null when none is due.
 */
async function claimNext(db: Queryable, now: Date): Promise<ClaimedEmail | null> {
  const [claimed] = await db.query<ClaimedEmail>(
    `WITH next AS (
       SELECT statement_id FROM statement_emails
       WHERE sent_at IS NULL AND attempts < $3 AND (claimed_until IS NULL OR claimed_until <= $1)
       ORDER BY statement_id LIMIT 1 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE statement_emails e
       SET attempts = e.attempts + 1, claimed_until = $1::timestamptz + make_interval(secs => $2)
       FROM next WHERE e.statement_id = next.statement_id RETURNING e.statement_id)
     SELECT claimed.statement_id, u.email, u.brand_id, s.month
     FROM claimed JOIN activity_statements s ON s.id = claimed.statement_id
       JOIN users u ON u.id = s.user_id`,
    [now, CLAIM_SECONDS, STATEMENT_EMAIL_ATTEMPTS],
  );
  return claimed ?? null;
}

/**
 * Sends every queued statement e-mail that is due, each marked sent once the provider took it.
 * One the provider refuses (logged by the mailer) is tried again at a run after its claim ends, up
 * to STATEMENT_EMAIL_ATTEMPTS times. Resolves to the number sent.
 */
export async function sendQueuedStatementEmails(ctx: StatementJobContext): Promise<number> {
  const now = ctx.clock();
  let sent = 0;
  for (let email = await claimNext(ctx.db, now); email; email = await claimNext(ctx.db, now)) {
    try {
      await sendStatementEmail(ctx, email, email.month);
    } catch (error) {
      if (error instanceof MailNotSentError) continue;
      throw error;
    }
    await ctx.db.query('UPDATE statement_emails SET sent_at = $2 WHERE statement_id = $1', [
      email.statement_id,
      ctx.clock(),
    ]);
    sent += 1;
  }
  return sent;
}
