import type { Queryable } from '../db/db';
import { LEDGER_CATEGORY, postLedgerEntry, type LedgerEntry } from '../wallet/wallet-ledger';

type Movement = Omit<LedgerEntry, 'userId' | 'idempotencyKey'> & { at: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKS = 52;

const EVENTS = [
  ['Sydney Swans v Collingwood', 'Sydney Swans'],
  ['Melbourne Storm v Penrith Panthers', 'Penrith Panthers'],
  ['Randwick R4 1200m', 'No. 7 Bold Venture'],
  ['Boston Celtics v Miami Heat', 'Boston Celtics'],
  ['Australia v India, 2nd Test', 'Australia'],
  ['Flemington R7 1600m', 'No. 3 Silver Arrow'],
] as const;

const CONTESTS = ['AFL Round Super Contest', 'NBA Nightly Showdown', 'NRL Weekend Classic'];

/** Days ago at an hour of the day (UTC), so that rows spread over each day. */
function daysAgo(now: Date, days: number, hour: number): Date {
  const day = new Date(now.getTime() - days * DAY_MS);
  day.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return day;
}

/**
 * A year of play, week by week: card deposits every four weeks (none in the last 31 days, so
 * that no deposit limit period holds one), a bet each week with a win every other week (tickets
 * '#1…'), fantasy contest entries every three weeks with a win every six (tickets '#2…'), a
 * withdrawal every eight weeks, bonus money every ten weeks and one balance correction, so that a
 * statement of the year has every kind of line.
 */
function weeklyPlay(now: Date): Movement[] {
  const movements: Movement[] = [];
  for (let week = 0; week < WEEKS; week += 1) {
    const daysBack = 360 - week * 7;
    const [event, selection] = EVENTS[week % EVENTS.length];
    if (week % 4 === 0 && daysBack > 31) {
      movements.push({
        at: daysAgo(now, daysBack, 8),
        amount: 5_000 + (week % 5) * 2_500,
        categoryId: LEDGER_CATEGORY.deposits,
        description: 'Deposit',
        meta: { method: 'Credit Card', card: '400555******0001' },
      });
    }
    const stake = 1_000 + (week % 3) * 500;
    const ticket = `#1${String(100_200 + week)}`;
    movements.push({
      at: daysAgo(now, daysBack - 1, 9),
      amount: -stake,
      categoryId: LEDGER_CATEGORY.bets,
      description: 'Bet placed',
      meta: { bet_ticket: ticket, event, selection },
    });
    if (week % 2 === 0) {
      movements.push({
        at: daysAgo(now, daysBack - 2, 11),
        amount: Math.round(stake * 2.1),
        categoryId: LEDGER_CATEGORY.wins,
        description: 'Bet win',
        meta: { bet_ticket: ticket, event, selection },
      });
    }
    if (week % 3 === 1) {
      const entry = `#2${String(20_400 + week)}`;
      const contest = CONTESTS[week % CONTESTS.length];
      movements.push({
        at: daysAgo(now, daysBack - 3, 7),
        amount: -1_500,
        categoryId: LEDGER_CATEGORY.bets,
        description: 'Contest entry',
        meta: { bet_ticket: entry, contest },
      });
      if (week % 6 === 1) {
        movements.push({
          at: daysAgo(now, daysBack - 4, 12),
          amount: 4_000,
          categoryId: LEDGER_CATEGORY.wins,
          description: 'Contest win',
          meta: { bet_ticket: entry, contest, place: 3 },
        });
      }
    }
    if (week % 10 === 7) {
      movements.push({
        at: daysAgo(now, daysBack - 6, 13),
        amount: 1_000,
        categoryId: LEDGER_CATEGORY.bonuses,
        description: 'Bonus money',
        meta: { bonus: 'Free bet' },
      });
    }
    if (week === WEEKS - 3) {
      movements.push({
        at: daysAgo(now, daysBack - 6, 14),
        amount: 250,
        categoryId: LEDGER_CATEGORY.adjustments,
        description: 'Balance correction',
        meta: { reason: 'Late settlement' },
      });
    }
    if (week % 8 === 5) {
      movements.push({
        at: daysAgo(now, daysBack - 5, 10),
        amount: -8_000,
        categoryId: LEDGER_CATEGORY.withdrawals,
        description: 'Withdrawal',
        meta: { account: '062-000 ****4321' },
      });
    }
  }
  return movements;
}

/**
 * Posts a demo player's year of history through the ledger, oldest first, opening with the deposit
 * that makes it end on `balance`; the keys are 'demo-history:{user}:{n}'.
 */
export async function seedLedgerHistory(
  tx: Queryable,
  userId: number,
  balance: number,
  now: Date,
): Promise<void> {
  const play = weeklyPlay(now);
  const net = play.reduce((sum, m) => sum + m.amount, 0);
  const opening: Movement = {
    at: daysAgo(now, 364, 8),
    amount: balance - net,
    categoryId: LEDGER_CATEGORY.deposits,
    description: 'Deposit',
    meta: { method: 'PayID' },
  };
  const movements = [opening, ...play].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const [n, { at, ...movement }] of movements.entries()) {
    const posting = await postLedgerEntry(
      tx,
      { ...movement, userId, idempotencyKey: `demo-history:${userId}:${n}` },
      at,
    );
    if (posting.status !== 'posted') throw new Error(`demo history ${n}: ${posting.status}`);
  }
}
