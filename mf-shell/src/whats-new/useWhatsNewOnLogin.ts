import {
  modal$,
  openModal,
  session$,
  tutorial$,
  user$,
  USER_STATUS_CLOSED,
} from '@portal/shared-utils';
import { useEffect } from 'react';
import {
  EMPTY,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  pairwise,
  switchMap,
  take,
  timer,
} from 'rxjs';
import { readShownVersion, recordShownVersion } from './shownVersion';
import { WHATS_NEW_MODAL } from './whatsNewModal';

/** What's new opens this long after login (spec 1 §9). */
export const WHATS_NEW_DELAY_MS = 2000;

/** Sign-up logs the new player in while its modal is open. */
const SIGNUP_MODAL = 'signup';

/**
 * A player who signs in from the sign-up form is new: onboarding and the tutorial introduce the
 * portal, so what's new of this version is not news to them and counts as seen.
 */
function signedUpJustNow(version: string): boolean {
  if (modal$.getValue().name !== SIGNUP_MODAL) return false;
  recordShownVersion(version);
  return true;
}

/**
 * Opens the what's-new carousel 2 s after a login of a returning player when `version` differs from
 * the one recorded as shown (spec 1 §4); a new player (signed in by sign-up) does not get it. It
 * waits while another modal or the tutorial is on screen, and a logout before then cancels it. Off
 * when `enabled` is false (US regions), and never for a closed account reading its statements.
 */
export function useWhatsNewOnLogin(version: string, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = session$
      .pipe(
        map(({ token }) => !!token),
        distinctUntilChanged(),
        pairwise(),
        switchMap(([wasSignedIn, signedIn]) =>
          !wasSignedIn && signedIn && !signedUpJustNow(version)
            ? timer(WHATS_NEW_DELAY_MS).pipe(
                switchMap(() => combineLatest([modal$, tutorial$])),
                filter(([modal, tutorialRunning]) => !modal.name && !tutorialRunning),
                take(1),
              )
            : EMPTY,
        ),
      )
      .subscribe(() => {
        const closed = user$.getValue()?.status.id === USER_STATUS_CLOSED;
        if (!closed && readShownVersion() !== version) openModal(WHATS_NEW_MODAL);
      });
    return () => subscription.unsubscribe();
  }, [version, enabled]);
}
