import {
  catchError,
  combineLatest,
  distinctUntilChanged,
  from,
  map,
  of,
  startWith,
  switchMap,
  type Subscription,
} from 'rxjs';
import { modal$, openModal } from '../modal/modalNavigation';
import { user$ } from '../streams/user';
import { fetchCurrentTerms, TERMS_MODAL } from './terms';

interface Acceptance {
  userId: number;
  accepted: string | null;
}

function sameAcceptance(a: Acceptance | null, b: Acceptance | null): boolean {
  return a?.userId === b?.userId && a?.accepted === b?.accepted;
}

/**
 * Whether the signed-in player still has to accept the current terms: their accepted_terms_version
 * differs from the version of GET /terms/current. Read again when the player or the accepted version
 * changes (sign-in, page load, acceptance); a user without the field, or a failed call, asks nothing.
 * While a read is under way the answer is unknown (null), so an acceptance that has just been made is
 * never judged against the answer given for the version before it.
 */
function termsPending() {
  return user$.pipe(
    map((user) =>
      user && user.accepted_terms_version !== undefined
        ? { userId: user.id, accepted: user.accepted_terms_version }
        : null,
    ),
    distinctUntilChanged(sameAcceptance),
    switchMap((acceptance) =>
      acceptance
        ? from(fetchCurrentTerms()).pipe(
            map((terms) => terms.version !== acceptance.accepted),
            catchError(() => of(false)),
            startWith(null),
          )
        : of(false),
    ),
  );
}

/**
 * Terms enforcement (spec 1 §4 Terms): while a signed-in player has not accepted the current terms,
 * the terms-and-conditions modal stays open; closing it (or opening another) opens it again, so the
 * player goes on only after accepting or logging out.
 */
export function watchTermsAcceptance(): Subscription {
  return combineLatest([termsPending(), modal$]).subscribe(([pending, modal]) => {
    if (pending === true && modal.name !== TERMS_MODAL) openModal(TERMS_MODAL);
  });
}
