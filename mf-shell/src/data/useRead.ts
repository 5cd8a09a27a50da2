import { useLatest } from '@portal/shared-utils';
import { useEffect, useState } from 'react';
import { from } from 'rxjs';

/** Where a read stands, in TanStack Query's status names. */
export type ReadState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

export interface Read<T> {
  state: ReadState<T>;
  /** Reads again (pending until the new answer). */
  retry: () => void;
}

const PENDING = { status: 'pending' } as const;

/**
 * The shell's one way to read something: an API call, a brand document, a micro-frontend's module.
 * The shell does not import TanStack Query: its main module is in the signed-out first load, and
 * webpack lists every external a SystemJS module imports, even only from a lazily loaded chunk,
 * among the main module's dependencies, so importing the library anywhere in the shell would load
 * it (13.8 kB gzip) for every visitor. `read` runs when the component mounts and again when `key`
 * changes or on `retry`; an answer that comes after the component has gone or moved on is dropped.
 */
export function useRead<T>(key: readonly unknown[], read: () => Promise<T>): Read<T> {
  const latestRead = useLatest(read);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ run: string; state: ReadState<T> } | null>(null);
  const run = JSON.stringify([...key, attempt]);

  useEffect(() => {
    const subscription = from(latestRead.current()).subscribe({
      next: (data) => setAnswer({ run, state: { status: 'success', data } }),
      error: (error: unknown) => setAnswer({ run, state: { status: 'error', error } }),
    });
    return () => subscription.unsubscribe();
  }, [run, latestRead]);

  return {
    state: answer?.run === run ? answer.state : PENDING,
    retry: () => setAttempt(attempt + 1),
  };
}
