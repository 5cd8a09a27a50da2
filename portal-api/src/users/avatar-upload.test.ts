import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PhotonImage } from '@silvia-odwyer/photon-node';
import { multipart, type MultipartPart } from '../test-support/multipart';
import { bearer, createTestApp, loginAs, type TestContext } from '../test-support/test-app';
import { testImage, testJpegWithOrientation } from '../test-support/test-images';

const AU = 'demo.au@portal.test';
const US = 'demo.us@portal.test';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ config: { avatarMaxBytes: 200_000 } });
  token = await loginAs(t.app, AU);
});

afterAll(() => t.close());

function upload(parts: MultipartPart[], auth: string | null = token) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/users/current',
    payload,
    headers: { ...headers, ...(auth ? bearer(auth) : {}) },
  });
}

function avatarPart(content: Buffer, contentType = 'image/png', name = 'avatar'): MultipartPart {
  return { name, content, filename: 'me.png', contentType };
}

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
  expect(response.statusCode).toBe(200);
  const image = PhotonImage.new_from_byteslice(response.rawPayload);
  const size = [image.get_width(), image.get_height()];
  image.free();
  return { response, size };
}

async function storedFiles() {
  return readdir(path.join(t.config.uploadsDir, 'avatars')).catch(() => []);
}

describe('POST /users/current (avatar)', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)(
    'stores a %s avatar and serves its large and small variants',
    async (format, type) => {
      const response = await upload([avatarPart(testImage(format, 800, 400), type)]);
      expect(response.statusCode).toBe(200);
      const { avatar } = response.json().data;
      expect(avatar.large).toMatch(/^http:\/\/localhost:9001\/avatars\/\d+-[0-9a-f]{32}-large\./);
      const large = await fetchImage(avatar.large);
      const small = await fetchImage(avatar.small);
      expect(large.size).toEqual([512, 256]);
      expect(small.size).toEqual([128, 64]);
      expect(large.response.headers['content-type']).toBe(type);
      expect(large.response.headers['cache-control']).toContain('immutable');
      expect(large.response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('keeps a small image at its size and replaces the previous files', async () => {
    const response = await upload([avatarPart(testImage('png', 40, 30))]);
    const { avatar } = response.json().data;
    expect((await fetchImage(avatar.large)).size).toEqual([40, 30]);
    expect(await storedFiles()).toEqual(
      [avatar.large, avatar.small].map((url: string) => path.basename(url)).sort(),
    );
    const current = await t.app.inject({
      method: 'GET',
      url: '/users/current',
      headers: bearer(token),
    });
    expect(current.json().data.avatar).toEqual(avatar);
  });

  it('turns a photo upright as its EXIF orientation says', async () => {
    const photo = testJpegWithOrientation(800, 400, 6);
    const response = await upload([avatarPart(photo, 'image/jpeg')]);
    const { avatar } = response.json().data;
    expect((await fetchImage(avatar.large)).size).toEqual([256, 512]);
    expect((await fetchImage(avatar.small)).size).toEqual([64, 128]);
  });

  it('refuses what is not a PNG, JPEG or WebP image, whatever its declared type', async () => {
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    for (const content of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      gif,
      Buffer.from('hello'),
    ]) {
      const response = await upload([avatarPart(content)]);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        errors: { avatar: ['The avatar must be a PNG, JPEG or WebP image'] },
      });
    }
  });

  it('refuses a damaged image', async () => {
    const png = testImage('png', 60, 60);
    const response = await upload([
      avatarPart(Buffer.concat([png.subarray(0, 40), Buffer.alloc(60)])),
    ]);
    expect(response.json()).toEqual({
      errors: { avatar: ['The avatar could not be read as an image'] },
    });
  });

  it('refuses files over the size limit and images over the pixel limit', async () => {
    const big = await upload([
      avatarPart(Buffer.concat([testImage('png', 10, 10), Buffer.alloc(210_000)])),
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json()).toEqual({
      errors: { avatar: ['The avatar may not be larger than 195 KB'] },
    });

    const header = testImage('png', 10, 10);
    header.writeUInt32BE(20_000, 16);
    const huge = await upload([avatarPart(header)]);
    expect(huge.json()).toEqual({
      errors: { avatar: ['The avatar may be at most 6000 by 6000 pixels'] },
    });
  });

  it('needs a file named avatar, and only one', async () => {
    expect((await upload([{ name: 'note', content: 'hello' }])).json()).toEqual({
      errors: { avatar: ['Please choose an image to upload'] },
    });
    expect(
      (await upload([avatarPart(testImage('png', 8, 8), 'image/png', 'picture')])).json(),
    ).toEqual({
      errors: { avatar: ['Only an avatar image can be uploaded here'] },
    });
    const two = await upload([
      avatarPart(testImage('png', 8, 8)),
      avatarPart(testImage('png', 8, 8)),
    ]);
    expect(two.json()).toEqual({
      errors: { avatar: ['Only an avatar image can be uploaded here'] },
    });
  });

  it('needs a valid token and changes only the caller', async () => {
    const refused = await upload([avatarPart(testImage('png', 8, 8))], null);
    expect(refused.statusCode).toBe(401);
    const other = await loginAs(t.app, US);
    const before = (
      await t.app.inject({ method: 'GET', url: '/users/current', headers: bearer(token) })
    ).json().data.avatar;
    expect((await upload([avatarPart(testImage('png', 8, 8))], other)).statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/users/current', headers: bearer(token) })
    ).json().data.avatar;
    expect(after).toEqual(before);
  });

  it('serves nothing outside the avatar files', async () => {
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'x.png', '1-abc-large.png', '%00']) {
      const response = await t.app.inject({ method: 'GET', url: `/avatars/${file}` });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().errors).toBeDefined();
    }
  });
});
