import type { PusherConfig } from '../config';

/** How long a probe waits for the realtime server, and how long its answer is reused. */
export interface ProbeTimings {
  timeoutMs: number;
  cacheMs: number;
}

const DEFAULT_TIMINGS: ProbeTimings = { timeoutMs: 1000, cacheMs: 2000 };

/** Where the publisher sends events, as the probe names it. */
export const realtimeAddress = ({ host, port }: Pick<PusherConfig, 'host' | 'port'>) =>
  `${host}:${port}`;

/**
 * Whether the realtime service the API publishes to answers: GET /health/ready on its HTTP port
 * (our server's readiness; any other Pusher-compatible service answers some status). It answers
 * unless the call fails, times out or gets a 5xx. One answer serves every probe for `cacheMs`, so
 * a storm of readiness probes asks the realtime server once.
 */
export function createRealtimeProbe(
  config: Pick<PusherConfig, 'host' | 'port' | 'useTLS'>,
  timings: ProbeTimings = DEFAULT_TIMINGS,
  now: () => number = Date.now,
): () => Promise<boolean> {
  const url = `${config.useTLS ? 'https' : 'http'}://${realtimeAddress(config)}/health/ready`;
  let last: { at: number; answer: Promise<boolean> } | null = null;
  const ask = () =>
    fetch(url, { signal: AbortSignal.timeout(timings.timeoutMs) }).then(
      async (response) => {
        await response.body?.cancel();
        return response.status < 500;
      },
      () => false,
    );
  return () => {
    if (last === null || now() - last.at >= timings.cacheMs) {
      last = { at: now(), answer: ask() };
    }
    return last.answer;
  };
}
