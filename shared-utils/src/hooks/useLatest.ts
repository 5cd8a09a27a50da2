import { useEffect, useRef, type RefObject } from 'react';

/** A ref that always holds the latest value, for callbacks that effects call later. */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
