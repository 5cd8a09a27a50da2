// What the demo platforms offer, from the files their apps show (src/betting/events.json,
// src/fantasy/contests.json), and how each ends: a real platform reads its own feed of results.
import fs from 'node:fs';

const read = (file) => JSON.parse(fs.readFileSync(new URL(`../src/${file}`, import.meta.url)));
const betting = read('betting/events.json');
const fantasy = read('fantasy/contests.json');

/** The selections that win (every other selection loses) and the contests the player wins. */
const WINNERS = new Set(['m1', 'c2']);

/**
 * A bet on a featured event, as the betting platform takes it: the platform's client id, the
 * stake (cents, and what the statement says of it), and what it pays when the event ends (0 when the selection loses).
 */
export function betOn(eventId) {
  const event = betting.events.find(({ id }) => id === eventId);
  if (!event) return null;
  const stake = betting.stakeCents;
  return {
    clientId: 1,
    stake: {
      amount: stake,
      description: `${event.name}: ${event.selection} to win`,
      meta: { event: event.name, selection: event.selection },
    },
    payout: WINNERS.has(event.id) ? (stake * event.priceHundredths) / 100 : 0,
  };
}

/** An entry into a featured contest, as the fantasy platform takes it: its fee and prize. */
export function entryInto(contestId) {
  const contest = fantasy.contests.find(({ id }) => id === contestId);
  if (!contest) return null;
  return {
    clientId: 2,
    stake: {
      amount: contest.entryCents,
      description: `${contest.name}: entry`,
      meta: { contest: contest.name },
    },
    payout: WINNERS.has(contest.id) ? contest.prizeCents : 0,
  };
}
