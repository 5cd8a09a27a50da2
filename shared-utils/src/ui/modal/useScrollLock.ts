import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Stops the page behind from scrolling while the calling component is mounted (nesting-safe). */
export function useScrollLock(): void {
  useEffect(() => {
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, []);
}
