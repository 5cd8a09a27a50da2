import { setMountMaxTime } from 'single-spa';

/** A slot still mounting after this long logs a warning (single-spa's default is 1 s). */
export const MOUNT_WARNING_MS = 3_000;
/** A slot still mounting after this long logs an error (single-spa's default is 3 s). */
export const MOUNT_ERROR_MS = 10_000;

/**
 * How long a slot may take to mount before the console hears of it. A full page load mounts every
 * slot of the page at once, and all of them commit when React has rendered them: on a slow phone, or
 * a test machine running two browsers on two cores, that passes single-spa's 3 s now and then with
 * nothing wrong. A mount still unfinished at 10 s is worth an error; the slot keeps waiting either way.
 */
export function setMountTimeouts() {
  setMountMaxTime(MOUNT_ERROR_MS, false, MOUNT_WARNING_MS);
}
