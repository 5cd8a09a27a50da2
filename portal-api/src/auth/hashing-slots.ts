import os from 'node:os';

/**
 * How many argon2 computations run at once unless ARGON2_CONCURRENCY says otherwise: one core
 * fewer than the machine has (at least one), so the event loop keeps a core while logins flood in
 * (docs/api-performance.md).
 */
export const HASHING_SLOTS = Math.max(1, os.availableParallelism() - 1);

/** Runs at most `slots` tasks at a time; the others wait their turn in order. */
export function limitConcurrency(slots: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
