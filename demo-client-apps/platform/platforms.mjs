// The demo client apps' platforms: the servers behind the betting app's "Bet" and the fantasy
// app's "Enter". A platform learns the player from the portal session its app sends, decides the
// stake from its own catalogue, takes it through the portal's wallet API signed with its key, and
// pays it when the event or contest ends (after `settleAfterMs`). Served next to the apps' builds
// (scripts/lib/client-apps.mjs), in development only, as another team's backend would be.
import { betOn, entryInto } from './catalogue.mjs';
import { playerOfToken } from './player-of-token.mjs';
import { playerMessages, refusalMessage } from './player-messages.mjs';
import { walletCall } from './wallet-client.mjs';

/** Each route: what it takes (the body's field naming it) and the reference prefix of its stakes. */
const PLAYS = {
  '/platform/bets': { find: betOn, field: 'event_id', prefix: 'bet' },
  '/platform/entries': { find: entryInto, field: 'contest_id', prefix: 'entry' },
};
/** The browser names each attempt with a UUID, kept when it tries again after a failure. */
const ATTEMPT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 4096;
const SETTLE_TRIES = 5;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Allow-Headers': 'authorization, content-type',
  'Access-Control-Max-Age': '600',
};

function answer(res, status, body) {
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

async function readJson(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * The platforms' request handler for `/platform/…` on the apps' host: `apiUrl` is the portal API,
 * `keys` each platform's signing key by client id.
 */
export function createPlatforms({ apiUrl, keys, settleAfterMs = 10_000, log = console }) {
  const wallet = { apiUrl, keys };

  /** Pays the stake `reference` when its event ends: a win credits the payout, a loss settles 0. */
  function settleLater(play, playerId, reference, tries = SETTLE_TRIES) {
    const settle = async () => {
      const settlement = {
        player_id: playerId,
        stake_reference: reference,
        reference: `${reference}-paid`,
        amount: play.payout,
        kind: 'win',
      };
      try {
        const { status } = await walletCall(wallet, play.clientId, 'settlements', settlement);
        if (status < 500) return;
      } catch {
        // The API is out of reach: tried again below.
      }
      if (tries > 1) settleLater(play, playerId, reference, tries - 1);
      else log.error(`demo platform: the settlement of ${reference} was not recorded`);
    };
    setTimeout(settle, settleAfterMs).unref();
  }

  async function play(req, res, { find, field, prefix }) {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return answer(res, 401, { message: playerMessages.signIn });
    const body = await readJson(req);
    const choice = typeof body?.[field] === 'string' ? find(body[field]) : null;
    if (!choice) return answer(res, 422, { message: playerMessages.unknownChoice });
    if (!ATTEMPT.test(body.attempt ?? '')) {
      return answer(res, 422, { message: playerMessages.unavailable });
    }
    const playerId = await playerOfToken(apiUrl, token);
    if (playerId === null) return answer(res, 401, { message: playerMessages.signIn });

    const reference = `${prefix}-${body.attempt.toLowerCase()}`;
    const taken = await walletCall(wallet, choice.clientId, 'stakes', {
      player_id: playerId,
      reference,
      ...choice.stake,
    });
    if (taken.status === 201) settleLater(choice, playerId, reference);
    if (taken.status === 201 || taken.status === 200) {
      return answer(res, taken.status, { amount: taken.body.data.amount });
    }
    if (taken.status >= 500) return answer(res, 503, { message: playerMessages.unavailable });
    return answer(res, taken.status, { message: refusalMessage(taken.body) });
  }

  /** Answers a request under /platform/ (`pathname` is its path). */
  return async function handle(req, res, pathname) {
    const route = PLAYS[pathname];
    if (!route) return answer(res, 404, { message: playerMessages.unknownChoice });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (req.method !== 'POST') return answer(res, 405, { message: playerMessages.unavailable });
    try {
      return await play(req, res, route);
    } catch (error) {
      log.error(`demo platform: ${error.message}`);
      return answer(res, 503, { message: playerMessages.unavailable });
    }
  };
}
