import { useSyncExternalStore } from 'react';

// single-spa fires popstate for every pushState/replaceState once it has started, and
// 'single-spa:routing-event' after each reroute; hashchange covers in-page anchors.
const ROUTING_EVENTS = ['popstate', 'hashchange', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void) {
  ROUTING_EVENTS.forEach((event) => window.addEventListener(event, onChange));
  return () => ROUTING_EVENTS.forEach((event) => window.removeEventListener(event, onChange));
}

const getPathname = () => window.location.pathname;

/** The current path, re-rendering on every single-spa navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, getPathname);
}
