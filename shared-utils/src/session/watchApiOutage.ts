import { EMPTY, filter, of, pairwise, retry, switchMap, timer, type Subscription } from 'rxjs';
import { apiGet } from '../api/apiRequest';
import { apiStatus$ } from '../api/apiStatus';
import { refreshUser } from './refreshUser';

/** The waits between two health checks while the API is unreachable: doubling, at most 15 s. */
export function healthCheckDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 15_000);
}

/** Asks GET /health until it answers (a successful call marks the API available). */
function checkHealthUntilAnswered() {
  return of(null).pipe(
    switchMap(() => apiGet('/health', { auth: false })),
    retry({ delay: (_error, attempt) => timer(healthCheckDelayMs(attempt)) }),
  );
}

/**
 * While the API is unreachable, checks its health with a growing wait until it answers; once it
 * does, reads the signed-in user again, so the balance and the account catch up without a reload.
 * The session is kept throughout: no answer is not a 401.
 */
export function watchApiOutage(): Subscription {
  const checks = apiStatus$
    .pipe(switchMap((status) => (status === 'unreachable' ? checkHealthUntilAnswered() : EMPTY)))
    .subscribe();
  checks.add(
    apiStatus$
      .pipe(
        pairwise(),
        filter(([before, now]) => before === 'unreachable' && now === 'available'),
      )
      .subscribe(() => void refreshUser()),
  );
  return checks;
}
