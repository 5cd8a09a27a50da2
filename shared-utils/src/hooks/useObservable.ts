import { useCallback, useSyncExternalStore } from 'react';
import { skip, type BehaviorSubject } from 'rxjs';

/** The current value of a BehaviorSubject, re-rendering when it changes. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The current value is read by getValue; only later values need a re-render.
      const subscription = subject.pipe(skip(1)).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [subject],
  );
  return useSyncExternalStore(subscribe, () => subject.getValue());
}
