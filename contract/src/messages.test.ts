import { messages } from './messages.js';
import { messages as clientMessages } from './messages/client.js';

test("the catalogue holds the clients' texts and the API's", () => {
  expect(messages.validation).toBe(clientMessages.validation);
  expect(messages.retry).toBe('Retry');
  expect(messages.notFound).toBe('Not found.');
});

test('the server texts the validation messages are made of', () => {
  expect(messages.fieldRequired('Amount')).toBe('Amount is required');
  expect(messages.loginEmailLabel).toBe('Username or email');
  // The login's email field: the API words it from the label, the client's form has it whole.
  expect(messages.fieldRequired(messages.loginEmailLabel)).toBe(
    messages.validation.loginEmailRequired,
  );
  expect(messages.genericError).toBe(messages.generic);
});
