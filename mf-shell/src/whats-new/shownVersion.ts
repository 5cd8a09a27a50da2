/** localStorage key of the what's-new version the player has seen through. */
export const WHATS_NEW_VERSION_KEY = 'portal.whatsNewVersion';

export function readShownVersion(): string | null {
  try {
    return window.localStorage.getItem(WHATS_NEW_VERSION_KEY);
  } catch {
    return null;
  }
}

/** Records the version as shown; without storage the carousel simply shows again next time. */
export function recordShownVersion(version: string): void {
  try {
    window.localStorage.setItem(WHATS_NEW_VERSION_KEY, version);
  } catch {
    // Storage unavailable: nothing to record.
  }
}
