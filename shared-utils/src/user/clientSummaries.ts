import { BehaviorSubject } from 'rxjs';

/**
 * One client app's summary for the signed-in player: bonus amounts by bonus type (cash in cents,
 * other types as counts) and counters named by a balance link's counterKey (e.g. active_bet_count).
 */
export type ClientSummary = Record<string, number>;

/** The client-user bonuses and counters, keyed by client id; cleared on logout. */
export const clientSummaries$ = new BehaviorSubject<Record<number, ClientSummary>>({});
