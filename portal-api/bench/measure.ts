import autocannon, { type Result } from 'autocannon';
import { DEMO_PASSWORD } from '../src/seed/demo-players';

export const CONNECTIONS = 16;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const EMAIL = 'demo.au@portal.test';
const EMBEDS = 'user_bank_account,limits,bpay_details,payid_details,user_cards';
/** Requests a second of the cheap call timed while logins flood the API. */
const PROBE_RATE = 20;

/** One scenario's figures from one run. */
export interface Sample {
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** Errors, timeouts and answers that were not 2xx. */
  failed: number;
}

function sample(result: Result): Sample {
  return {
    reqPerS: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

const login = (base: string) => ({
  url: `${base}/auth`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: EMAIL, password: DEMO_PASSWORD, platform: 'web' }),
});

export async function signIn(base: string): Promise<string> {
  const { url, ...init } = login(base);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function hello(base: string): Promise<Sample> {
  return sample(await autocannon({ url: base, connections: CONNECTIONS, duration: SECONDS }));
}

export async function currentUser(base: string, token: string): Promise<Sample> {
  return sample(
    await autocannon({
      url: `${base}/users/current?embed=${EMBEDS}`,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      duration: SECONDS,
    }),
  );
}

/** POST /auth flooded, and GET /health timed at a steady rate meanwhile (the event loop's lag). */
export async function loginFlood(base: string): Promise<{ auth: Sample; health: Sample }> {
  const [auth, health] = await Promise.all([
    autocannon({ ...login(base), connections: CONNECTIONS, duration: SECONDS }),
    autocannon({
      url: `${base}/health`,
      connections: 1,
      overallRate: PROBE_RATE,
      duration: SECONDS,
    }),
  ]);
  return { auth: sample(auth), health: sample(health) };
}
