// Two API processes (src/main.ts) on one PostgreSQL database behind a round-robin proxy, with the
// realtime server in a third process (src/realtime-main.ts), as production runs them. Runs in the
// PostgreSQL phase of `npm test` only: PGlite is one process's database.
import { readdir } from 'node:fs/promises';
import PusherClient, { type Channel } from 'pusher-js';
import type { Db } from './db/db';
import { migrationsDir } from './db/migrate';
import { openPostgresDb } from './db/postgres-db';
import { DEMO_PASSWORD, DEMO_PLAYERS } from './seed/demo-players';
import { multipart } from './test-support/multipart';
import { auPayload } from './test-support/signup-payload';
import { testImage } from './test-support/test-images';
import { startApiInstances, type ApiInstances } from './test-support/api-instances';
import { AU_BANK, AU_MOBILE } from './test-support/withdrawal-helpers';
import { checkLedger } from './wallet/ledger-check';

const AU = 'demo.au@portal.test';
const PUSHER_KEY = 'portal-key';

let servers: ApiInstances;
let db: Db;

/** A parsed JSON body, read as freely as fastify's `inject().json()`. */
type Json = ReturnType<typeof JSON.parse>;

interface Answer {
  status: number;
  body: Json;
  /** The instance that answered: a or b. */
  upstream: string;
}

/** One call through the proxy, as a browser makes it: a JSON body or a multipart form. */
async function api(
  method: string,
  url: string,
  token?: string,
  body?: object | ReturnType<typeof multipart>,
): Promise<Answer> {
  const form = body && 'payload' in body ? body : null;
  const response = await fetch(`${servers.proxy.url}${url}`, {
    method,
    headers: {
      'x-product': 'localhost',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(form ? form.headers : body ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? form.payload : body && JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    body: json ? JSON.parse(bytes.toString()) : bytes,
    upstream: response.headers.get('x-upstream') ?? '',
  };
}

const login = (email: string, password = DEMO_PASSWORD) =>
  api('POST', '/auth', undefined, { email, password, platform: 'web' });

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await login(email, password);
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** A pusher-js client of the player with `token`, authorised through the API as the page does. */
function realtimeClient(token: string): PusherClient {
  return new PusherClient(PUSHER_KEY, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: servers.realtime.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        api('POST', '/broadcasting/auth', token, {
          socket_id: socketId,
          channel_name: channelName,
        }).then((answer) =>
          answer.status === 200
            ? callback(null, answer.body)
            : callback(new Error(`auth ${answer.status}`), null),
        );
      },
    },
  });
}

/** Two calls at once through the proxy: one lands on each instance. */
async function onBoth(call: () => Promise<Answer>): Promise<Answer[]> {
  const answers = await Promise.all([call(), call()]);
  expect(answers.map((answer) => answer.upstream).sort()).toEqual(['a', 'b']);
  return answers;
}

/** Each call was answered by the other instance than the call before. */
function expectAlternating(answers: Answer[]): void {
  const upstreams = answers.map((answer) => answer.upstream);
  upstreams.slice(1).forEach((upstream, i) => expect(upstream).not.toBe(upstreams[i]));
}

function ledgerRows(key: string) {
  return db.query<{ amount: number }>(
    'SELECT amount FROM wallet_ledger_entries WHERE idempotency_key = $1',
    [key],
  );
}

beforeAll(async () => {
  // Both start at once on the empty database: both migrate and seed it.
  servers = await startApiInstances(2);
  db = openPostgresDb(servers.databaseUrl);
}, 120_000);

afterAll(async () => {
  await db?.close();
  await servers?.stop();
});

describe('two API instances on one PostgreSQL database', () => {
  it('start together on an empty database: each migration and demo player once', async () => {
    const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql'));
    const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
    expect(applied.map((row) => row.name).sort()).toEqual(files.sort());
    const players = await db.query<{ email: string }>('SELECT email FROM users ORDER BY id');
    expect(players.map((row) => row.email).sort()).toEqual(
      DEMO_PLAYERS.map((player) => player.email).sort(),
    );
    expect(await checkLedger(db)).toEqual({ wallets: DEMO_PLAYERS.length, mismatches: [] });
  });

  it('share sessions: a sign-up and its token work on both, a logout on one ends it on both', async () => {
    const payload = auPayload();
    const signup = await api('POST', '/users', undefined, payload);
    expect(signup.status).toBe(201);
    const token = await tokenOf(payload.email, payload.password);
    const reads = [
      await api('GET', '/users/current', token),
      await api('GET', '/users/current', token),
    ];
    expect(reads.map((read) => read.upstream).sort()).toEqual(['a', 'b']);
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ email: payload.email, balance: 0 });
    }
    const logout = await api('DELETE', '/auth', token);
    expect(logout.status).toBe(200);
    const after = [
      await api('GET', '/users/current', token),
      await api('GET', '/users/current', token),
    ];
    expectAlternating([logout, ...after]);
    for (const read of after) expect(read.status).toBe(401);
  });

  it('count failed logins of both in one throttle', async () => {
    const email = 'demo.us@portal.test';
    expect((await login(email)).status).toBe(200);
    const failures = [];
    for (let i = 0; i < 4; i += 1) failures.push(await login(email, 'Wrong1234'));
    expectAlternating(failures);
    for (const failure of failures) expect(failure.status).toBe(422);
    const held = [await login(email), await login(email)];
    expect(held.map((answer) => answer.upstream).sort()).toEqual(['a', 'b']);
    for (const answer of held) expect(answer.status).toBe(429);
  });

  it('share one-time tokens: a reset link used on one is refused by the other', async () => {
    const email = 'demo.au.unverified@portal.test';
    expect((await api('POST', '/users/password/request', undefined, { email })).status).toBe(200);
    const outbox = await api('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const token = new URL(outbox.body.data[0].link).searchParams.get('token');
    const reset = () =>
      api('POST', '/users/password', undefined, {
        email,
        token,
        new_password: 'Fresh1234',
        new_confirm_password: 'Fresh1234',
      });
    const used = await reset();
    const again = await reset();
    expectAlternating([used, again]);
    expect(used.status).toBe(200);
    expect(again.status).toBe(422);
    expect((await login(email, 'Fresh1234')).status).toBe(200);
  });

  it('move money once per idempotency key sent to both, and read one balance', async () => {
    const key = 'instances:credit-once';
    const credit = () =>
      api('POST', '/dev/wallet/credit', undefined, {
        email: AU,
        amount: 1000,
        idempotency_key: key,
      });
    const credits = await onBoth(credit);
    for (const answer of credits) expect(answer.status).toBe(200);
    expect(credits.map((answer) => answer.body.data)).toEqual([
      credits[0].body.data,
      credits[0].body.data,
    ]);
    expect(credits.map((answer) => answer.body.meta.replayed).sort()).toEqual([false, true]);
    expect(await ledgerRows(key)).toEqual([{ amount: 1000 }]);

    const token = await tokenOf(AU);
    const balances = await onBoth(() => api('GET', '/users/current', token));
    expect(balances.map((answer) => answer.body.data.balance)).toEqual([
      credits[0].body.data.balance,
      credits[0].body.data.balance,
    ]);
  });

  it('debit a withdrawal once and refund a cancel sent to both once', async () => {
    const token = await tokenOf(AU);
    expect((await api('POST', '/verification/bank', token, AU_BANK)).status).toBe(200);
    const texted = await api('GET', `/dev/outbox?to=${encodeURIComponent(AU_MOBILE)}`);
    const added = await api('POST', '/users/bank', token, {
      ...AU_BANK,
      token: texted.body.data[0].code,
    });
    expect(added.status).toBe(200);
    const before = (await api('GET', '/users/current', token)).body.data.balance;

    const requested = await api('POST', '/withdraw', token, {
      amount: 2500,
      user_bank_account_id: added.body.data.id,
    });
    expect(requested.status).toBe(200);
    expect(requested.body.meta.balance).toBe(before - 2500);
    const { id } = requested.body.data;

    const cancels = await onBoth(() => api('POST', `/withdraw/${id}/reject`, token));
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(cancels.find((answer) => answer.status === 200)?.body.meta.balance).toBe(before);
    expect(await ledgerRows(`withdrawal:${id}`)).toEqual([{ amount: -2500 }]);
    expect(await ledgerRows(`withdrawal-refund:${id}`)).toEqual([{ amount: 2500 }]);
    expect((await checkLedger(db)).mismatches).toEqual([]);
  });

  it('serve an avatar uploaded to one from both (UPLOADS_DIR on storage they share)', async () => {
    const token = await tokenOf(AU);
    const image = testImage('png', 40, 30);
    const upload = multipart([
      { name: 'avatar', content: image, filename: 'me.png', contentType: 'image/png' },
    ]);
    const uploaded = await api('POST', '/users/current', token, upload);
    expect(uploaded.status).toBe(200);
    const { pathname } = new URL(uploaded.body.data.avatar.large);
    const served = await onBoth(() => api('GET', pathname));
    for (const answer of served) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(image);
    }
  });

  it('publish to the one realtime server, whichever instance moved the money', async () => {
    const token = await tokenOf(AU);
    const client = realtimeClient(token);
    try {
      const me = (await api('GET', '/users/current', token)).body.data;
      const channel: Channel = client.subscribe(`private-user.${me.id}`);
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const received: number[] = [];
      channel.bind('wallet.balance.updated', (data: { balance: number }) =>
        received.push(data.balance),
      );
      const credits = [];
      for (const amount of [100, 200]) {
        credits.push(await api('POST', '/dev/wallet/credit', undefined, { email: AU, amount }));
      }
      expect(credits.map((answer) => answer.upstream).sort()).toEqual(['a', 'b']);
      const expected = credits.map((answer) => answer.body.data.balance);
      expect(expected).toEqual([me.balance + 100, me.balance + 300]);
      const deadline = Date.now() + 5000;
      while (received.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(received).toEqual(expected);
    } finally {
      client.disconnect();
    }
  });

  it("end a player's open realtime connection when a break is taken, so no event reaches it", async () => {
    const payload = auPayload({ first_name: 'Realtime', last_name: 'Breaker' });
    expect((await api('POST', '/users', undefined, payload)).status).toBe(201);
    const token = await tokenOf(payload.email, payload.password);
    const me = (await api('GET', '/users/current', token)).body.data;
    const client = realtimeClient(token);
    try {
      const channel: Channel = client.subscribe(`private-user.${me.id}`);
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const received: unknown[] = [];
      channel.bind('wallet.balance.updated', (data: unknown) => received.push(data));
      const closed = new Promise<number>((resolve) =>
        client.connection.bind('error', (error: { data?: { code?: number } }) =>
          resolve(error.data?.code ?? 0),
        ),
      );
      const states: string[] = [];
      client.connection.bind('state_change', ({ current }: { current: string }) =>
        states.push(current),
      );
      expect((await api('POST', '/users/break', token, { period: '1d' })).status).toBe(200);
      expect(await closed).toBe(4009);
      const credit = await api('POST', '/dev/wallet/credit', undefined, {
        email: payload.email,
        amount: 100,
      });
      expect(credit.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received).toEqual([]);
      expect(states).not.toContain('connected');
    } finally {
      client.disconnect();
    }
  });
});
