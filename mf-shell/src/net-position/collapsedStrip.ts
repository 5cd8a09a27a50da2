import { useSyncExternalStore } from 'react';

/** localStorage key of a player's choice to collapse the strip on this device ('1' = collapsed). */
export function collapsedKey(userId: number): string {
  return `portal.netPosition.collapsed.${userId}`;
}

const listeners = new Set<() => void>();
/** Choices made while localStorage is unavailable (e.g. blocked): they last for this page only. */
const unstoredChoices = new Map<number, boolean>();

function readCollapsed(userId: number): boolean {
  try {
    return window.localStorage.getItem(collapsedKey(userId)) === '1';
  } catch {
    return unstoredChoices.get(userId) ?? false;
  }
}

export function setStripCollapsed(userId: number, collapsed: boolean) {
  unstoredChoices.set(userId, collapsed);
  try {
    if (collapsed) window.localStorage.setItem(collapsedKey(userId), '1');
    else window.localStorage.removeItem(collapsedKey(userId));
  } catch {
    // Storage unavailable: readCollapsed falls back to unstoredChoices.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) =>
    event.key?.startsWith('portal.netPosition.collapsed.') && onChange();
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether `userId` collapsed the strip on this device; kept in localStorage, synced across tabs. */
export function useStripCollapsed(userId: number): boolean {
  return useSyncExternalStore(subscribe, () => readCollapsed(userId));
}
