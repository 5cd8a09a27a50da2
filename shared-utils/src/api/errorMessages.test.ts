import { ApiError } from './ApiError';
import { errorMessages } from './errorMessages';

describe('errorMessages', () => {
  const error = new ApiError(422, {
    amount: ['Min amount is $5.00', 'Please enter up to two decimals'],
    error: ['Something failed'],
  });

  it("joins a field's messages with line breaks by default", () => {
    expect(errorMessages(error)).toEqual({
      amount: 'Min amount is $5.00\nPlease enter up to two decimals',
      error: 'Something failed',
    });
  });

  it("joins with '. ' where the form asks for it", () => {
    expect(errorMessages(error, '. ').amount).toBe(
      'Min amount is $5.00. Please enter up to two decimals',
    );
  });

  it('gives the generic message for anything that is not an API error', () => {
    expect(errorMessages(new TypeError('boom'))).toEqual({
      error: 'An error occurred, please try again or contact our Customer Service.',
    });
  });
});
