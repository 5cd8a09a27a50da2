import { notifyAccountLocked, USER_STATUS_LOCKED, user$ } from '@portal/shared-utils';
import { useEffect } from 'react';
import { distinctUntilChanged, filter, map } from 'rxjs';

/** A locked account is not reported in its first 30 s (a sign-up still finishing its checks). */
export const NEW_ACCOUNT_GRACE_MS = 30_000;

/**
 * Shows the 'Account Locked' warning (spec 1 §4) once per signed-in player whose status is locked
 * (user status id 3), unless the account was created less than 30 s ago.
 */
export function useAccountLockedNotice() {
  useEffect(() => {
    const subscription = user$
      .pipe(
        map((user) =>
          user?.status?.id === USER_STATUS_LOCKED &&
          Date.now() - Date.parse(user.created_at) >= NEW_ACCOUNT_GRACE_MS
            ? user.id
            : null,
        ),
        distinctUntilChanged(),
        filter((lockedUserId) => lockedUserId !== null),
      )
      .subscribe(() => notifyAccountLocked());
    return () => subscription.unsubscribe();
  }, []);
}
