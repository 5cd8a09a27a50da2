import { LEDGER_CATEGORY } from '../wallet/wallet-ledger';
import { FANTASY_CLIENT_ID, ticketClientIdSql } from '../wallet/ticket-product';

/**
 * SQL fragments shared by the statement, the chart, the net position and the reality check. Play
 * is stakes (category Bets, negative amounts) and wins: summed, they are the net result (won -
 * staked) with the player's own money; bonus money has a category of its own and never counts.
 */
const { bets, wins } = LEDGER_CATEGORY;

export const PLAY_CATEGORIES = `(${bets}, ${wins})`;

/** The amount staked among the rows `where` picks (a positive number of cents). */
export const stakedSql = (where = 'true') =>
  `COALESCE(-sum(e.amount) FILTER (WHERE e.category_id = ${bets} AND ${where}), 0)::bigint`;

export const wonSql = (where = 'true') =>
  `COALESCE(sum(e.amount) FILTER (WHERE e.category_id = ${wins} AND ${where}), 0)::bigint`;

export const netResultSql = (where = 'true') =>
  `COALESCE(sum(e.amount) FILTER (WHERE e.category_id IN ${PLAY_CATEGORIES} AND ${where}), 0)::bigint`;

/** Whether the ledger row `e` is fantasy play; every other stake and win is betting. */
export const IS_FANTASY = `${ticketClientIdSql('e.meta')} IS NOT DISTINCT FROM ${FANTASY_CLIENT_ID}`;

/** The instant a calendar day (a SQL date expression) begins in the time zone (a SQL text). */
export const dayStartSql = (day: string, timeZone: string) =>
  `((${day})::date)::timestamp AT TIME ZONE ${timeZone}`;
