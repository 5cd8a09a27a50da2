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
  // Forty keystrokes, each through the form, after the file's first render loads the forms kit:
  // Jest's default 5 s ran out in CI while the other packages' suites ran beside it.
}, 20_000);
