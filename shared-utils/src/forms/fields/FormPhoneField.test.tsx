import { screen } from '@testing-library/react';
import { renderForm } from '../test-utils/renderForm';
import { FormPhoneField } from './FormPhoneField';

it('is a labelled phone field that keeps digits and spaces only, at most 15 digits', async () => {
  const { user, values } = renderForm(<FormPhoneField name="phone" label="Mobile Number" />, {
    initialValues: { phone: '' },
  });
  const input = screen.getByRole('textbox', { name: 'Mobile Number' });
  expect(input).toHaveAttribute('type', 'tel');

  await user.type(input, '+61 (04) 1234-5678');
  expect(values().phone).toBe('61 04 12345678');

  await user.clear(input);
  await user.type(input, '1234 5678 9012 3456 78');
  expect(values().phone).toBe('1234 5678 9012 345 ');
});
