import { profileSchema } from './profileSchema';
import { validateSchema } from './validateSchema';

it('needs a valid email and a mobile number of 9 digits or more (spaces stripped)', () => {
  const schema = profileSchema('AU');
  expect(validateSchema(schema, { email: '', phone: '' })).toEqual({
    email: 'Email is required',
    phone: 'Mobile Number is required',
  });
  expect(validateSchema(schema, { email: 'nina@', phone: '0412 345' })).toEqual({
    email: 'Must be a valid email address',
    phone: 'Mobile Number must be at least 9 characters',
  });
  expect(validateSchema(schema, { email: 'nina@example.com', phone: '0412 345 678' })).toEqual({});
});

it('needs exactly 10 digits in the US', () => {
  const schema = profileSchema('US');
  expect(validateSchema(schema, { email: 'nina@example.com', phone: '515555010' })).toEqual({
    phone: 'Phone number must be 10 digits',
  });
  expect(validateSchema(schema, { email: 'nina@example.com', phone: '515 555 0100' })).toEqual({});
});
