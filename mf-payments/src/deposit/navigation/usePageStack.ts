import { useCallback, useState } from 'react';

export interface PageStack<P> {
  page: P;
  /** The page Back returns to, if any. */
  previous: P | null;
  push: (page: P) => void;
  back: () => void;
  /** Starts over from this page (after a result, Back must not return into a finished payment). */
  reset: (page: P) => void;
}

/** Pages switched by component state: each page's Back returns to the page it was opened from. */
export function usePageStack<P>(first: P): PageStack<P> {
  const [stack, setStack] = useState<P[]>([first]);
  const push = useCallback((page: P) => setStack((pages) => [...pages, page]), []);
  const back = useCallback(
    () => setStack((pages) => (pages.length > 1 ? pages.slice(0, -1) : pages)),
    [],
  );
  const reset = useCallback((page: P) => setStack([page]), []);
  return {
    page: stack[stack.length - 1],
    previous: stack.length > 1 ? stack[stack.length - 2] : null,
    push,
    back,
    reset,
  };
}
