import { readCents } from './money';

describe('readCents', () => {
  it('takes a JSON integer of cents or a string of its digits', () => {
    for (const [value, cents] of [
      [1250, 1250],
      [-500, -500],
      [0, 0],
      ['1250', 1250],
      ['-500', -500],
      ['-0', 0],
    ] as const) {
      expect({ value, reading: readCents(value) }).toEqual({ value, reading: { cents } });
    }
  });

  it('refuses what only looks like a number', () => {
    for (const value of [
      'Infinity',
      '-Infinity',
      'NaN',
      '1e400',
      '1e3',
      '0x10',
      '0b11',
      '0o7',
      ' 12',
      '12 ',
      '+12',
      '1_000',
      '12.',
      '1000.00',
      '12.5',
      '-0.01',
      '.5',
      '',
      '1'.repeat(16),
      Infinity,
      -Infinity,
      NaN,
      Number.MAX_SAFE_INTEGER + 1,
      true,
      null,
      undefined,
      [12],
      { cents: 12 },
    ]) {
      expect({ value, reading: readCents(value) }).toEqual({
        value,
        reading: { problem: 'invalid' },
      });
    }
  });

  it('names a fraction of a cent', () => {
    for (const value of [12.5, -0.01]) {
      expect(readCents(value)).toEqual({ problem: 'fraction' });
    }
  });
});
