// Issue 10: the avatar upload, from the profile to the shell's header without a reload.
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/auth';
import { signInNewPlayer } from './profilePlayer';

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG of `size` by `size` pixels. */
function png(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(size * 3).fill(Buffer.from([r, g, b])),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a chosen image is previewed, uploaded and shown in the header without a reload', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile');
  await page.getByRole('button', { name: /Change avatar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Avatar' });
  const field = dialog.getByLabel('Avatar image');

  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Please choose an image to upload')).toBeVisible();
  await field.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByText('Please select a PNG, JPEG or WEBP file')).toBeVisible();
  await field.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText('Please select a file of 5 MB or less')).toBeVisible();
  expect((await player.serverUser()).avatar).toBeNull();

  await field.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(64, [200, 30, 60]),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByText('Your avatar has been updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const { avatar } = await player.serverUser();
  expect(avatar).toEqual({ large: expect.any(String), small: expect.any(String) });
  const header = page.getByRole('button', { name: 'Account menu' });
  await expect(header.locator('img')).toHaveAttribute('src', avatar.small);
  await expect(
    page.getByRole('button', { name: 'Change avatar', exact: true }).locator('img'),
  ).toHaveAttribute('src', avatar.large);
  const image = await page.request.get(avatar.large);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('the server refuses a file that only claims to be an image; each next choice shows its own message', async ({
  page,
}, testInfo) => {
  const player = await signInNewPlayer(page, testInfo);
  await page.goto('/account/profile?modal=avatar-upload');
  const dialog = page.getByRole('dialog', { name: 'Upload Avatar' });
  const field = dialog.getByLabel('Avatar image');
  const upload = dialog.getByRole('button', { name: 'Upload' });
  const serverMessage = 'The avatar must be a PNG, JPEG or WebP image';
  await field.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  // The browser cannot show it, so there is no preview (nor its alt text in an empty circle).
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await upload.click();
  await expect(field).toHaveAccessibleDescription(new RegExp(`${serverMessage}$`));

  const choices = [
    {
      file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
      message: 'Please select a file of 5 MB or less',
    },
    {
      file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
      message: 'Please select a PNG, JPEG or WEBP file',
    },
  ];
  for (const { file, message } of choices) {
    await field.setInputFiles(file);
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`));
    await upload.click();
    await expect(field).toHaveAccessibleDescription(new RegExp(`${message}$`));
    await expect(dialog.getByText(serverMessage)).toHaveCount(0);
  }
  expect((await player.serverUser()).avatar).toBeNull();
});
