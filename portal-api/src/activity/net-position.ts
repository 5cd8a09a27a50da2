import type { NetPosition } from '@portal/contract';
import type { Queryable } from '../db/db';
import type { Region } from '../region';
import { firstDayOf, monthOfDay } from './calendar';
import { dayStartSql, netResultSql, PLAY_CATEGORIES } from './play-sql';

const NET_POSITION_SQL = `
  SELECT ${netResultSql(`e.created_at >= ${dayStartSql('$2', '$4')}`)} AS month,
    ${netResultSql(`e.created_at >= ${dayStartSql('$3', '$4')}`)} AS year,
    ${netResultSql()} AS lifetime
  FROM wallet_ledger_entries e
  WHERE e.user_id = $1 AND e.category_id IN ${PLAY_CATEGORIES}`;

/**
 * The player's net result this calendar month, this calendar year (days in `timeZone`, up to now)
 * and since the account opened. Australia requires the strip to stay in view: not collapsible.
 */
export async function netPosition(
  q: Queryable,
  userId: number,
  today: string,
  timeZone: string,
  region: Region,
): Promise<NetPosition> {
  const [row] = await q.query<Omit<NetPosition, 'collapsible'>>(NET_POSITION_SQL, [
    userId,
    firstDayOf(monthOfDay(today)),
    `${today.slice(0, 4)}-01-01`,
    timeZone,
  ]);
  return { ...row, collapsible: region !== 'AU' };
}
