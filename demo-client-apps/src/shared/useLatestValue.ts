import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of a stream the portal passed (its BehaviorSubjects replay theirs at once). */
export function useLatestValue<T>(source: Observable<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
