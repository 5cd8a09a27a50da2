import { ApiError, messages } from '@portal/shared-utils';
import { errorText } from './errorText';

it("joins every field's messages of a refused call into one text", () => {
  const error = new ApiError(422, { email: ['Email is taken', 'Email is odd'], error: ['No'] });
  expect(errorText(error)).toBe('Email is taken\nEmail is odd\nNo');
  expect(errorText(error, '. ')).toBe('Email is taken. Email is odd\nNo');
  expect(errorText(new Error('network'))).toBe(messages.genericError);
});
