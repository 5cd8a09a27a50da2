import { useSyncExternalStore } from 'react';

/** localStorage key holding the player's Hide balance choice ('1' = hidden). */
export const HIDE_BALANCE_KEY = 'portal.hideBalance';

const listeners = new Set<() => void>();
/** The choice when localStorage is unavailable (e.g. blocked): it then lasts for this page only. */
let unstoredChoice = false;

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_BALANCE_KEY) === '1';
  } catch {
    return unstoredChoice;
  }
}

export function setBalanceHidden(hidden: boolean) {
  unstoredChoice = hidden;
  try {
    if (hidden) window.localStorage.setItem(HIDE_BALANCE_KEY, '1');
    else window.localStorage.removeItem(HIDE_BALANCE_KEY);
  } catch {
    // Storage unavailable: readHidden falls back to unstoredChoice.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === HIDE_BALANCE_KEY && onChange();
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the balance button hides the balance; kept in localStorage and synced across tabs. */
export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, readHidden);
}
