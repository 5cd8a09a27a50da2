import { PhotonImage, resize, SamplingFilter } from '@silvia-odwyer/photon-node';
import { orientPixels, readJpegOrientation, type Orientation } from './exif-orientation';
import type { ImageFormat } from './image-header';

/** Longest side of each variant, in pixels; smaller images are not enlarged. */
export const AVATAR_SIZES = { large: 512, small: 128 } as const;
export type AvatarVariant = keyof typeof AVATAR_SIZES;

const JPEG_QUALITY = 85;

function fit(width: number, height: number, box: number): [number, number] {
  const scale = Math.min(1, box / Math.max(width, height));
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

function encode(image: PhotonImage, format: ImageFormat): Buffer {
  if (format === 'jpeg') return Buffer.from(image.get_bytes_jpeg(JPEG_QUALITY));
  if (format === 'webp') return Buffer.from(image.get_bytes_webp());
  return Buffer.from(image.get_bytes());
}

/** The image turned as its EXIF orientation says (re-encoding drops that tag). */
function upright(image: PhotonImage, orientation: Orientation): PhotonImage {
  const turned = orientPixels(
    image.get_raw_pixels(),
    image.get_width(),
    image.get_height(),
    orientation,
  );
  return new PhotonImage(turned.pixels, turned.width, turned.height);
}

/**
 * The large and small variants of an uploaded image, in its own format. Re-encoding also drops
 * metadata such as the location a phone wrote into the file. Throws when the image cannot be read.
 */
export function makeAvatarVariants(
  bytes: Buffer,
  format: ImageFormat,
): Record<AvatarVariant, Buffer> {
  const original = PhotonImage.new_from_byteslice(bytes);
  try {
    const width = original.get_width();
    const height = original.get_height();
    const orientation = format === 'jpeg' ? readJpegOrientation(bytes) : 1;
    const variant = (box: number) => {
      const images = [resize(original, ...fit(width, height, box), SamplingFilter.Lanczos3)];
      try {
        if (orientation !== 1) images.push(upright(images[0], orientation));
        return encode(images[images.length - 1], format);
      } finally {
        for (const image of images) image.free();
      }
    };
    return { large: variant(AVATAR_SIZES.large), small: variant(AVATAR_SIZES.small) };
  } finally {
    original.free();
  }
}
