import { testImage } from '../test-support/test-images';
import { readImageHeader } from './image-header';

function webp(chunk: string, payload: number[]): Buffer {
  const body = Buffer.alloc(30);
  body.write('RIFF', 0, 'latin1');
  body.write('WEBP', 8, 'latin1');
  body.write(chunk, 12, 'latin1');
  Buffer.from(payload).copy(body, 20);
  return body;
}

describe('readImageHeader', () => {
  it('reads the format and size of PNG, JPEG and WebP files', () => {
    expect(readImageHeader(testImage('png', 30, 20))).toEqual({
      format: 'png',
      width: 30,
      height: 20,
    });
    expect(readImageHeader(testImage('jpeg', 31, 21))).toEqual({
      format: 'jpeg',
      width: 31,
      height: 21,
    });
    expect(readImageHeader(testImage('webp', 32, 22))).toEqual({
      format: 'webp',
      width: 32,
      height: 22,
    });
  });

  it('reads lossy and extended WebP and progressive JPEG headers', () => {
    // VP8: frame tag, start code 9d 01 2a, then 14-bit width and height.
    expect(
      readImageHeader(webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00])),
    ).toEqual({
      format: 'webp',
      width: 320,
      height: 240,
    });
    // VP8X: flags and reserved bytes, then 24-bit width-1 and height-1.
    expect(readImageHeader(webp('VP8X', [0, 0, 0, 0, 0x3f, 0x01, 0, 0xef, 0, 0]))).toEqual({
      format: 'webp',
      width: 320,
      height: 240,
    });
    const progressive = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0xe0,
      0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(readImageHeader(progressive)).toEqual({ format: 'jpeg', width: 640, height: 480 });
  });

  it('knows nothing else', () => {
    for (const bytes of [
      Buffer.from('GIF89a'),
      Buffer.from('<svg/>'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8, 0xff]),
      webp('VP8Z', []),
    ]) {
      expect(readImageHeader(bytes)).toBeNull();
    }
  });
});
