import { useEffect, useRef } from 'react';

/**
 * A ref for the element a page focuses when it opens (its heading, or the page itself), so keyboard
 * and screen-reader users follow the page change.
 */
export function useFocusOnOpen<E extends HTMLElement>() {
  const element = useRef<E>(null);
  useEffect(() => {
    element.current?.focus();
  }, []);
  return element;
}
