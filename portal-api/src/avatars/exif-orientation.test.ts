import { exifOrientationBlock } from '../test-support/test-images';
import { orientPixels, readJpegOrientation, type Orientation } from './exif-orientation';

const jpegWithOrientation = (orientation: number, order?: 'II' | 'MM') =>
  Buffer.concat([Buffer.from([0xff, 0xd8]), exifOrientationBlock(orientation, order)]);

describe('readJpegOrientation', () => {
  it('reads the orientation in both byte orders', () => {
    expect(readJpegOrientation(jpegWithOrientation(6))).toBe(6);
    expect(readJpegOrientation(jpegWithOrientation(8, 'II'))).toBe(8);
  });

  it('answers 1 without an EXIF block, or with a damaged one', () => {
    expect(readJpegOrientation(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBe(1);
    expect(readJpegOrientation(jpegWithOrientation(9))).toBe(1);
    expect(readJpegOrientation(jpegWithOrientation(6).subarray(0, 20))).toBe(1);
  });
});

describe('orientPixels', () => {
  // A 3×2 image whose pixels are numbered 1 to 6 row by row (in the red channel).
  const pixels = new Uint8Array([1, 2, 3, 4, 5, 6].flatMap((n) => [n, 0, 0, 255]));
  const red = (result: { pixels: Uint8Array }) =>
    Array.from(result.pixels).filter((_, i) => i % 4 === 0);

  it.each([
    [1, 3, 2, [1, 2, 3, 4, 5, 6]],
    [2, 3, 2, [3, 2, 1, 6, 5, 4]],
    [3, 3, 2, [6, 5, 4, 3, 2, 1]],
    [4, 3, 2, [4, 5, 6, 1, 2, 3]],
    [5, 2, 3, [1, 4, 2, 5, 3, 6]],
    [6, 2, 3, [4, 1, 5, 2, 6, 3]],
    [7, 2, 3, [6, 3, 5, 2, 4, 1]],
    [8, 2, 3, [3, 6, 2, 5, 1, 4]],
  ] as const)('turns orientation %i upright', (orientation, width, height, expected) => {
    const result = orientPixels(pixels, 3, 2, orientation as Orientation);
    expect([result.width, result.height]).toEqual([width, height]);
    expect(red(result)).toEqual(expected);
  });
});
