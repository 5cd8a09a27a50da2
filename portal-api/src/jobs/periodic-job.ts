import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` (0 runs it never), skipping a tick while a run is still going; a
 * failed run is logged under `name` and the next one tries again. `stop` waits for a run in
 * progress. Every API instance runs its own: the jobs are safe to run on all of them at once.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
): PeriodicJob {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
