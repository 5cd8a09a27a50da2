import { Cents, Id, IntegerEnum, StringEnum } from './keywords.js';

test("money carries the API's cents keyword and no type, so Ajv never coerces it", () => {
  expect(Cents('Amount')).toMatchObject({ title: 'Amount', cents: true });
  expect(Cents('Amount')).not.toHaveProperty('type');
});

test('an id is a safe positive integer with the title the messages name it by', () => {
  expect(Id('Card id')).toMatchObject({
    type: 'integer',
    safeInteger: true,
    title: 'Card id',
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
  });
});

test('an enum keeps its type, so a wrong type and a wrong value give their own messages', () => {
  expect(StringEnum(['web', 'ios'], 'Platform')).toMatchObject({
    type: 'string',
    enum: ['web', 'ios'],
  });
  expect(IntegerEnum([1, 2], 'Client id')).toMatchObject({ type: 'integer', enum: [1, 2] });
});
