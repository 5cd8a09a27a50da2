import { BehaviorSubject } from 'rxjs';

/**
 * One client app's summary for the signed-in player (GET /users/client_summaries, docs/contracts.md):
 * counters named by a balance link's counterKey (e.g. active_bet_count) and, under `bonuses`, the
 * bonus amounts by bonus type (cash in cents, other types as counts).
 */
export interface ClientSummary {
  bonuses?: Record<string, number>;
  [counter: string]: number | Record<string, number> | undefined;
}

/** The client-user bonuses and counters, keyed by client id; cleared on logout. */
export const clientSummaries$ = new BehaviorSubject<Record<number, ClientSummary>>({});
