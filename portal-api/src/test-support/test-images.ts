import { PhotonImage } from '@silvia-odwyer/photon-node';
import type { ImageFormat } from '../avatars/image-header';

/** A gradient image of the given size, encoded in the format. */
export function testImage(format: ImageFormat, width: number, height: number): Buffer {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 128, 255], i * 4);
  }
  const image = new PhotonImage(pixels, width, height);
  try {
    if (format === 'jpeg') return Buffer.from(image.get_bytes_jpeg(90));
    if (format === 'webp') return Buffer.from(image.get_bytes_webp());
    return Buffer.from(image.get_bytes());
  } finally {
    image.free();
  }
}

/** The JPEG with an EXIF orientation, as a phone writes a photo taken sideways. */
export function testJpegWithOrientation(
  width: number,
  height: number,
  orientation: number,
): Buffer {
  const jpeg = testImage('jpeg', width, height);
  return Buffer.concat([jpeg.subarray(0, 2), exifOrientationBlock(orientation), jpeg.subarray(2)]);
}

/** A JPEG APP1 (EXIF) segment naming the orientation, in either byte order. */
export function exifOrientationBlock(orientation: number, order: 'II' | 'MM' = 'MM'): Buffer {
  const tiff = Buffer.alloc(26);
  const little = order === 'II';
  tiff.write(order, 0, 'latin1');
  const u16 = (value: number, at: number) =>
    little ? tiff.writeUInt16LE(value, at) : tiff.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    little ? tiff.writeUInt32LE(value, at) : tiff.writeUInt32BE(value, at);
  u16(42, 2);
  u32(8, 4);
  u16(1, 8);
  u16(0x0112, 10);
  u16(3, 12);
  u32(1, 14);
  u16(orientation, 18);
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, exif]);
}
