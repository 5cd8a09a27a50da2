import { BehaviorSubject } from 'rxjs';

/**
 * Whether the post-signup tutorial is running (spec 1 §2 Menus, §4 Account verification result).
 * The shell shows its overlay while this is true and no modal is open.
 */
export const tutorial$ = new BehaviorSubject<boolean>(false);

/** Starts the post-signup tutorial, e.g. when onboarding verification fails and the player continues. */
export function startTutorial(): void {
  if (!tutorial$.getValue()) tutorial$.next(true);
}

/** Ends the tutorial (finished or skipped). */
export function endTutorial(): void {
  if (tutorial$.getValue()) tutorial$.next(false);
}
