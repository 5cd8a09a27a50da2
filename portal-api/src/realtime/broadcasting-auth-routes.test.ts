import {
  bearer,
  createTestApp,
  loginAs,
  userIdOf,
  type TestContext,
} from '../test-support/test-app';
import { isValidChannelAuth } from './channel-auth';

const AU = 'demo.au@portal.test';
const US = 'demo.us@portal.test';
const SOCKET_ID = '1234.5678';

let t: TestContext;
let token: string;
let ownChannel: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, AU);
  ownChannel = `private-user.${await userIdOf(t.db, AU)}`;
});

afterAll(() => t.close());

function authorize(payload: object | string, headers: Record<string, string> = bearer(token)) {
  return t.app.inject({ method: 'POST', url: '/broadcasting/auth', payload, headers });
}

describe('POST /broadcasting/auth', () => {
  it('signs the caller’s own private channel', async () => {
    const response = await authorize({ socket_id: SOCKET_ID, channel_name: ownChannel });
    expect(response.statusCode).toBe(200);
    const { auth } = response.json();
    expect(auth).toMatch(/^portal-key:[0-9a-f]{64}$/);
    expect(isValidChannelAuth(t.config.pusher, SOCKET_ID, ownChannel, auth)).toBe(true);
  });

  it('accepts the form body pusher-js sends', async () => {
    const response = await authorize(
      new URLSearchParams({ socket_id: SOCKET_ID, channel_name: ownChannel }).toString(),
      { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses any other channel with 403', async () => {
    const otherChannel = `private-user.${await userIdOf(t.db, US)}`;
    for (const channel_name of [otherChannel, 'private-admin', 'public-news']) {
      const response = await authorize({ socket_id: SOCKET_ID, channel_name });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errors: { error: ['You are not allowed to subscribe to this channel.'] },
      });
    }
  });

  it('needs a valid token', async () => {
    const response = await authorize({ socket_id: SOCKET_ID, channel_name: ownChannel }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.token_status.id).toBe(3);
  });

  it('validates socket_id and channel_name', async () => {
    const response = await authorize({ socket_id: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      socket_id: ['Socket id is invalid'],
      channel_name: ['Channel name is required'],
    });
  });
});
