import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import test from 'node:test';
import { messages } from '@portal/contract';
import { createPlatforms } from './platforms.mjs';

const KEYS = { 1: 'betting-platform-key', 2: 'fantasy-platform-key' };
const TOKEN = 'session-of-player-7';
const ATTEMPT = '0f8fad5b-d9cb-469f-a165-70867728950e';

/**
 * A stand-in for the portal API: the session of player 7, and wallet calls recorded after checking
 * their signature; `stakeAnswer` decides what a stake gets.
 */
async function startPortalApi(stakeAnswer) {
  const calls = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString();
    const reply = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/users/current') {
      return req.headers.authorization === `Bearer ${TOKEN}`
        ? reply(200, { data: { id: 7 } })
        : reply(401, { errors: { error: ['Token invalid'] } });
    }
    const platform = Number(req.headers['x-wallet-platform']);
    const signed = createHmac('sha256', KEYS[platform])
      .update(`${req.headers['x-wallet-timestamp']}.${raw}`)
      .digest('hex');
    if (req.headers['x-wallet-signature'] !== signed) return reply(401, { errors: {} });
    const body = JSON.parse(raw);
    calls.push({ route: req.url, platform, body, bearer: req.headers.authorization });
    if (req.url === '/wallet/v1/stakes') return reply(...stakeAnswer(body));
    return reply(201, { data: { reference: body.reference } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { calls, url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The platforms on a host of their own, as the client apps' host serves them. */
async function startPlatforms(apiUrl) {
  const handle = createPlatforms({ apiUrl, keys: KEYS, settleAfterMs: 20, log: { error() {} } });
  const server = http.createServer((req, res) =>
    handle(req, res, new URL(req.url, 'http://x').pathname),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const post = async (route, body, token = TOKEN) => {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/platform/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: await response.json(),
      cors: response.headers.get('access-control-allow-origin'),
    };
  };
  return { post, close: () => server.close() };
}

const taken = (body) => [201, { data: { amount: body.amount } }];
const settled = (calls) => calls.filter(({ route }) => route === '/wallet/v1/settlements');

async function until(check) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
}

test('a bet is signed as the betting platform for the session player, at its own stake, and paid when the event ends', async (t) => {
  const api = await startPortalApi(taken);
  const platforms = await startPlatforms(api.url);
  t.after(() => (api.close(), platforms.close()));

  const answer = await platforms.post('bets', { event_id: 'm1', attempt: ATTEMPT, amount: 1 });

  assert.deepEqual(answer, { status: 201, body: { amount: 1000 }, cors: '*' });
  const [stake] = api.calls;
  assert.equal(stake.platform, 1);
  assert.equal(stake.bearer, undefined);
  assert.deepEqual(stake.body, {
    player_id: 7,
    reference: `bet-${ATTEMPT}`,
    amount: 1000,
    description: 'Sydney Swans v Collingwood Magpies: Sydney Swans to win',
    meta: { event: 'Sydney Swans v Collingwood Magpies', selection: 'Sydney Swans' },
  });
  await until(() => settled(api.calls).length);
  assert.deepEqual(settled(api.calls)[0].body, {
    player_id: 7,
    stake_reference: `bet-${ATTEMPT}`,
    reference: `bet-${ATTEMPT}-paid`,
    amount: 1850,
    kind: 'win',
  });
});

test('a contest entry is the fantasy platform’s, and a lost one settles 0', async (t) => {
  const api = await startPortalApi(taken);
  const platforms = await startPlatforms(api.url);
  t.after(() => (api.close(), platforms.close()));

  assert.equal(
    (await platforms.post('entries', { contest_id: 'c1', attempt: ATTEMPT })).status,
    201,
  );

  assert.equal(api.calls[0].platform, 2);
  assert.equal(api.calls[0].body.amount, 500);
  await until(() => settled(api.calls).length);
  assert.equal(settled(api.calls)[0].platform, 2);
  assert.equal(settled(api.calls)[0].body.amount, 0);
});

test('the wallet’s refusals reach the player in the app’s words, and nothing is settled', async (t) => {
  const refusals = [
    [
      422,
      'amount',
      messages.walletApi.spendingLimitReached,
      'This would take you over your spending limit.',
    ],
    [
      422,
      'amount',
      messages.walletApi.insufficientBalance,
      'Your balance is too low for this. Deposit to play.',
    ],
    [
      403,
      'error',
      messages.walletApi.playerBlocked,
      'You cannot play while you are on a break, self-excluded or your account is closed.',
    ],
  ];
  for (const [status, field, said, told] of refusals) {
    const api = await startPortalApi(() => [status, { errors: { [field]: [said] } }]);
    const platforms = await startPlatforms(api.url);
    t.after(() => (api.close(), platforms.close()));

    assert.deepEqual((await platforms.post('bets', { event_id: 'm1', attempt: ATTEMPT })).body, {
      message: told,
    });
    await new Promise((r) => setTimeout(r, 60));
    assert.deepEqual(settled(api.calls), []);
  }
});

test('no stake without a valid session, a known choice and an attempt id', async (t) => {
  const api = await startPortalApi(taken);
  const platforms = await startPlatforms(api.url);
  t.after(() => (api.close(), platforms.close()));

  const signIn = { message: 'Your session has ended. Log in again to play.' };
  assert.deepEqual(await platforms.post('bets', { event_id: 'm1', attempt: ATTEMPT }, null), {
    status: 401,
    body: signIn,
    cors: '*',
  });
  assert.deepEqual(
    (await platforms.post('bets', { event_id: 'm1', attempt: ATTEMPT }, 'stolen')).body,
    signIn,
  );
  assert.equal((await platforms.post('bets', { event_id: 'm9', attempt: ATTEMPT })).status, 422);
  assert.equal((await platforms.post('entries', { event_id: 'm1', attempt: ATTEMPT })).status, 422);
  assert.equal((await platforms.post('bets', { event_id: 'm1', attempt: 'A100' })).status, 422);
  assert.deepEqual(api.calls, []);
});
