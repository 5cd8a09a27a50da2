import { dollarsError, withCents } from './dollars';

it.each([
  ['10', null],
  ['10.5', null],
  ['10.05', null],
  ['.5', null],
  [' 7 ', null],
  ['', null],
  ['abc', 'Amount must be a number'],
  ['1e2', 'Amount must be a number'],
  ['-5', 'Amount must be a number'],
  ['$5', 'Amount must be a number'],
  ['10.005', 'Please enter up to two decimals'],
  ['10.555', 'Please enter up to two decimals'],
])('the money rule takes %p: %p', (amount, message) => {
  expect(dollarsError(amount)).toBe(message);
});

it('shows an amount to the cent with two decimals once left, and anything else as typed', () => {
  expect(['10', '10.5', '.5', '10.005', 'abc', ''].map(withCents)).toEqual([
    '10.00',
    '10.50',
    '0.50',
    '10.005',
    'abc',
    '',
  ]);
});
