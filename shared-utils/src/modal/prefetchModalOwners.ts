import {
  distinctUntilChanged,
  fromEvent,
  map,
  of,
  switchMap,
  take,
  Observable,
  type Subscription,
} from 'rxjs';
import { importModule } from '../mf/systemLoader';
import { session$ } from '../streams/session';
import { MODAL_OWNERS } from './modalOwners';

/** The micro-frontends declaring the modals a player can open: signed out or signed in. */
export function modalOwnersFor(signedIn: boolean): string[] {
  return MODAL_OWNERS.filter((owner) => signedIn || owner.signedOut).map((owner) => owner.module);
}

/** Emits once the browser is idle (or after a second where it cannot tell). */
function whenIdle(): Observable<void> {
  return new Observable<void>((subscriber) => {
    const done = () => {
      subscriber.next();
      subscriber.complete();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 1000);
    return () => window.clearTimeout(timer);
  });
}

/** Emits once the page has loaded (window load: every script and stylesheet it started with). */
function pageLoaded(): Observable<unknown> {
  return document.readyState === 'complete' ? of(true) : fromEvent(window, 'load').pipe(take(1));
}

/**
 * Whenever the player signs in or out, loads the micro-frontends owning the modals they can now
 * open, once the page has loaded and the browser is idle, so the first open of a modal needs no
 * download and the page's own first load shares its bandwidth with nothing. A module that fails
 * here is simply loaded (and its failure shown) when its modal opens.
 */
export function prefetchModalOwners(): Subscription {
  const fetched = new Set<string>();
  return pageLoaded()
    .pipe(
      switchMap(() => session$),
      map((session) => session.token !== null),
      distinctUntilChanged(),
      switchMap((signedIn) => whenIdle().pipe(map(() => modalOwnersFor(signedIn)))),
    )
    .subscribe((owners) => {
      owners
        .filter((owner) => !fetched.has(owner))
        .forEach((owner) => {
          fetched.add(owner);
          importModule(owner).catch(() => fetched.delete(owner));
        });
    });
}
