import { BehaviorSubject } from 'rxjs';

/**
 * When the current session began (epoch ms), derived from the session-time header of the
 * current-user call; the balance panel and the US footer count the session time from it.
 */
export const sessionStart$ = new BehaviorSubject<number | null>(null);
