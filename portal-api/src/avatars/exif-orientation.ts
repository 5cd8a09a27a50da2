/** EXIF orientation 1 (as stored) to 8; phones store photos sideways and set 6 or 8. */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const START_OF_SCAN = 0xda;
const APP1 = 0xe1;

function tiffOrientation(tiff: Buffer): Orientation {
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(ifd);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? (value as Orientation) : 1;
    }
  }
  return 1;
}

/** The orientation a JPEG's EXIF block (APP1) names; 1 when there is none or it is unreadable. */
export function readJpegOrientation(bytes: Buffer): Orientation {
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    if (marker === START_OF_SCAN) return 1;
    const length = bytes.readUInt16BE(offset + 2);
    const end = Math.min(bytes.length, offset + 2 + length);
    if (marker === APP1 && bytes.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      return tiffOrientation(bytes.subarray(offset + 10, end));
    }
    offset += 2 + length;
  }
  return 1;
}

/**
 * RGBA pixels turned upright for an EXIF orientation: the source pixel of each target pixel.
 * Orientations 5 to 8 swap width and height.
 */
export function orientPixels(
  pixels: Uint8Array,
  width: number,
  height: number,
  orientation: Orientation,
): { pixels: Uint8Array; width: number; height: number } {
  const swaps = orientation >= 5;
  const outWidth = swaps ? height : width;
  const outHeight = swaps ? width : height;
  const source: Record<Orientation, (x: number, y: number) => [number, number]> = {
    1: (x, y) => [x, y],
    2: (x, y) => [width - 1 - x, y],
    3: (x, y) => [width - 1 - x, height - 1 - y],
    4: (x, y) => [x, height - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, height - 1 - x],
    7: (x, y) => [width - 1 - y, height - 1 - x],
    8: (x, y) => [width - 1 - y, x],
  };
  const from = source[orientation];
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      const [sx, sy] = from(x, y);
      const at = (sy * width + sx) * 4;
      out.set(pixels.subarray(at, at + 4), (y * outWidth + x) * 4);
    }
  }
  return { pixels: out, width: outWidth, height: outHeight };
}
