import { modal$, startTutorial } from '@portal/shared-utils';
import { useEffect } from 'react';
import { filter, pairwise } from 'rxjs';

function fromRegistration(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { from?: unknown }).from === 'registration'
  );
}

/**
 * Starts the post-signup tutorial when the player leaves the onboarding modals: a modal entered with
 * state from=registration (onboarding-verification, onboarding-deposit) closes without another
 * taking its place.
 */
export function useTutorialAfterRegistration() {
  useEffect(() => {
    const subscription = modal$
      .pipe(
        pairwise(),
        filter(([before, after]) => !!before.name && fromRegistration(before.state) && !after.name),
      )
      .subscribe(() => startTutorial());
    return () => subscription.unsubscribe();
  }, []);
}
