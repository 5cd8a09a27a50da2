import { addMonths, firstDayOf, monthOfDay, todayIn } from './calendar';
import { queueStatementEmail, sendQueuedStatementEmails } from './monthly-statement-emails';
import { storeMonthlyStatement } from './monthly-statements';
import { dayStartSql } from './play-sql';
import type { StatementJobContext } from './statement-job-context';

interface Player {
  user_id: number;
}

/** The players with ledger activity in the month and no statement of it yet. */
const PLAYERS_SQL = `
  SELECT u.id AS user_id FROM users u
  WHERE EXISTS (
      SELECT 1 FROM wallet_ledger_entries e WHERE e.user_id = u.id
        AND e.created_at >= ${dayStartSql('$1', '$3')} AND e.created_at < ${dayStartSql('$2', '$3')})
    AND NOT EXISTS (SELECT 1 FROM activity_statements s WHERE s.user_id = u.id AND s.month = $4)
  ORDER BY u.id`;

/**
 * On the first `monthlyStatementDays` days of a month (in the region's time zone), stores last
 * month's statement of every player with ledger activity in it, each with its e-mail queued in the
 * same transaction; then, on any day, sends the queued e-mails (sendQueuedStatementEmails). Every
 * API instance runs it: the database lets one insert win per player and month, and only the
 * winner queues the e-mail. Resolves to the number of statements made.
 */
export async function storeLastMonthsStatements(ctx: StatementJobContext): Promise<number> {
  const made = await storeStatements(ctx);
  await sendQueuedStatementEmails(ctx);
  return made;
}

async function storeStatements(ctx: StatementJobContext): Promise<number> {
  const timeZone = ctx.config.serverTimezone;
  const now = ctx.clock();
  const today = todayIn(now, timeZone);
  if (Number(today.slice(8)) > ctx.config.monthlyStatementDays) return 0;
  const thisMonth = monthOfDay(today);
  const month = addMonths(thisMonth, -1);
  const players = await ctx.db.query<Player>(PLAYERS_SQL, [
    firstDayOf(month),
    firstDayOf(thisMonth),
    timeZone,
    month,
  ]);
  let made = 0;
  for (const player of players) {
    const created = await ctx.db.transaction(async (tx) => {
      const stored = await storeMonthlyStatement(tx, player.user_id, month, timeZone, now);
      if (stored.created) await queueStatementEmail(tx, player.user_id, month);
      return stored.created;
    });
    if (created) made += 1;
  }
  return made;
}
