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
