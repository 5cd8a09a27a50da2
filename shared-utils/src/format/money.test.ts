import { formatMoney, toCents } from './money';

describe('formatMoney', () => {
  it.each([
    [125050, '$1,250.50'],
    [0, '$0.00'],
    [5, '$0.05'],
    [30000, '$300.00'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
    [-123456789, '-$1,234,567.89'],
    [1250.5, '$12.51'],
    [-0, '$0.00'],
    [-0.4, '-$0.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('toCents', () => {
  it.each<[number | string, number]>([
    [12.5, 1250],
    [1.005, 101],
    [0.29, 29],
    [19.99, 1999],
    ['1,250.50', 125050],
    ['$5', 500],
    [12.345, 1235],
  ])('turns %p dollars into %i cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('gives NaN for text that is not an amount', () => {
    expect(toCents('abc')).toBeNaN();
  });
});
