import { once } from 'node:events';
import { Readable } from 'node:stream';
import { AvatarStore } from '../avatars/avatar-store';
import { multipart } from '../test-support/multipart';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';
import { testImage } from '../test-support/test-images';

const SLOW_MACHINE_MS = 180_000;

let t: TestContext;
let large: Buffer;

beforeAll(async () => {
  t = await createTestApp({ config: { avatarMaxBytes: 5 * 1024 * 1024 } });
  large = testImage('png', 6000, 4000);
}, SLOW_MACHINE_MS);

afterAll(() => t.close());

it(
  'answers other requests while a 6000×4000 avatar is decoded and resized',
  async () => {
    const events: string[] = [];
    const save = AvatarStore.prototype.save;
    jest.spyOn(AvatarStore.prototype, 'save').mockImplementation(function (
      this: AvatarStore,
      ...args: Parameters<AvatarStore['save']>
    ) {
      events.push('upload resized');
      return save.apply(this, args);
    });
    const token = await loginAs(t.app, 'demo.au@portal.test');
    const { payload, headers } = multipart([
      { name: 'avatar', content: large, filename: 'large.png', contentType: 'image/png' },
    ]);
    const body = Readable.from([payload]);
    const upload = t.app
      .inject({
        method: 'POST',
        url: '/users/current',
        payload: body,
        headers: { ...headers, ...bearer(token) },
      })
      .then((response) => {
        events.push('upload answered');
        return response;
      });

    // The server has read the whole upload; from the next turn of the event loop on it decodes.
    await once(body, 'end');
    await new Promise((resolve) => setImmediate(resolve));
    const health = t.app.inject({ method: 'GET', url: '/health' }).then((response) => {
      events.push('health answered');
      return response;
    });

    const [uploaded, healthy] = await Promise.all([upload, health]);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().data.avatar.large).toMatch(/-large\.png$/);
    expect(healthy.json()).toEqual({ status: 'ok' });
    expect(events).toEqual(['health answered', 'upload resized', 'upload answered']);
  },
  SLOW_MACHINE_MS,
);
