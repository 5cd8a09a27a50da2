import { screen } from '@testing-library/react';
import { object, string } from 'yup';
import { renderForm } from '../test-utils/renderForm';
import { FormTextField } from './FormTextField';

it('is labelled, keeps what the player types and describes itself by its hint', async () => {
  const { user, values } = renderForm(
    <FormTextField name="name" label="Username" hint="Letters and digits" />,
    { initialValues: { name: '' } },
  );
  const input = screen.getByRole('textbox', { name: 'Username' });
  expect(input).toHaveAccessibleDescription('Letters and digits');
  await user.type(input, 'nina');
  expect(values().name).toBe('nina');
  await user.clear(input);
  expect(values().name).toBe('');
});

it('shows its error under it once typed in, with the hint', async () => {
  const { user } = renderForm(<FormTextField name="name" label="Username" hint="Letters" />, {
    schema: object({ name: string().min(3, 'Too short') }),
    initialValues: { name: '' },
  });
  const input = screen.getByLabelText('Username');
  await user.type(input, 'ab');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Letters Too short');
});
