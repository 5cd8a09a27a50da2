import type { ActivityStatement, ProductActivity } from '@portal/contract';
import type { Queryable } from '../db/db';
import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import type { ActivityDays } from './activity-period';
import { dayStartSql, IS_FANTASY, stakedSql, wonSql } from './play-sql';

const { deposits, withdrawals, bets, adjustments, bonuses } = LEDGER_CATEGORY;

interface StatementRow {
  opening_balance: number;
  closing_balance: number;
  deposits: number;
  withdrawals: number;
  bonus: number;
  adjustments: number;
  betting_staked: number;
  betting_won: number;
  betting_count: number;
  fantasy_staked: number;
  fantasy_won: number;
  fantasy_count: number;
}

/** The balance after the player's last ledger entry before the instant `before`, else 0. */
const balanceBefore = (before: string) =>
  `COALESCE((SELECT l.balance_after FROM wallet_ledger_entries l
     WHERE l.user_id = $1 AND l.created_at < ${before}
     ORDER BY l.created_at DESC, l.id DESC LIMIT 1), 0)::bigint`;

/** Bets placed (or contests entered): distinct tickets staked on; a stake without one counts once. */
const ticketCount = (where: string) =>
  `count(DISTINCT COALESCE(e.meta->>'bet_ticket', 'entry:' || e.id))
     FILTER (WHERE e.category_id = ${bets} AND e.amount < 0 AND ${where})`;

const STATEMENT_SQL = `
  WITH bounds AS (
    SELECT ${dayStartSql('$2', '$4')} AS starts, ${dayStartSql('$3::date + 1', '$4')} AS ends
  )
  SELECT ${balanceBefore('b.starts')} AS opening_balance,
    ${balanceBefore('b.ends')} AS closing_balance,
    COALESCE(sum(e.amount) FILTER (WHERE e.category_id = ${deposits}), 0)::bigint AS deposits,
    COALESCE(-sum(e.amount) FILTER (WHERE e.category_id = ${withdrawals}), 0)::bigint AS withdrawals,
    COALESCE(sum(e.amount) FILTER (WHERE e.category_id = ${bonuses}), 0)::bigint AS bonus,
    COALESCE(sum(e.amount) FILTER (WHERE e.category_id = ${adjustments}), 0)::bigint AS adjustments,
    ${stakedSql(`NOT ${IS_FANTASY}`)} AS betting_staked,
    ${wonSql(`NOT ${IS_FANTASY}`)} AS betting_won,
    ${ticketCount(`NOT ${IS_FANTASY}`)} AS betting_count,
    ${stakedSql(IS_FANTASY)} AS fantasy_staked,
    ${wonSql(IS_FANTASY)} AS fantasy_won,
    ${ticketCount(IS_FANTASY)} AS fantasy_count
  FROM bounds b
  LEFT JOIN wallet_ledger_entries e
    ON e.user_id = $1 AND e.created_at >= b.starts AND e.created_at < b.ends
  GROUP BY b.starts, b.ends`;

function product(staked: number, won: number, count: number): ProductActivity {
  return { staked, won, net_result: won - staked, count };
}

/**
 * The player's statement of the days (calendar days in `timeZone`), every figure summed by the
 * database from the ledger in integer cents.
 */
export async function activityStatement(
  q: Queryable,
  userId: number,
  { from, to }: ActivityDays,
  timeZone: string,
): Promise<ActivityStatement> {
  const [row] = await q.query<StatementRow>(STATEMENT_SQL, [userId, from, to, timeZone]);
  const betting = product(row.betting_staked, row.betting_won, row.betting_count);
  const fantasy = product(row.fantasy_staked, row.fantasy_won, row.fantasy_count);
  const staked = betting.staked + fantasy.staked;
  const won = betting.won + fantasy.won;
  return {
    from,
    to,
    time_zone: timeZone,
    opening_balance: row.opening_balance,
    closing_balance: row.closing_balance,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    staked,
    won,
    net_result: won - staked,
    bonus: row.bonus,
    adjustments: row.adjustments,
    bet_count: betting.count,
    contest_count: fantasy.count,
    products: { betting, fantasy },
  };
}
