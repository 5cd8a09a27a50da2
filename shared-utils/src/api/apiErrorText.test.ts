import { messages } from '../messages';
import { ApiError } from './ApiError';
import { apiErrorText } from './apiErrorText';

const refusal = new ApiError(422, { amount: ['Too low', 'Too soon'], error: ['Limit reached'] });

it("joins every message the server gave, with line breaks or the caller's separator", () => {
  expect(apiErrorText(refusal)).toBe('Too low\nToo soon\nLimit reached');
  expect(apiErrorText(refusal, { separator: '. ' })).toBe('Too low. Too soon. Limit reached');
});

it('gives the fallback, by default the generic message, when the server gave none', () => {
  expect(apiErrorText(new Error('network'))).toBe(messages.genericError);
  expect(apiErrorText(ApiError.generic(500), { fallback: '' })).toBe('');
  expect(apiErrorText(new ApiError(400, { error: [''] }), { fallback: 'Try later' })).toBe(
    'Try later',
  );
});
