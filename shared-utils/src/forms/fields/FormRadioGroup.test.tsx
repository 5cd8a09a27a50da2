import { screen } from '@testing-library/react';
import { object, string } from 'yup';
import { renderForm } from '../test-utils/renderForm';
import { FormRadioGroup } from './FormRadioGroup';

const options = [
  { value: 'no', label: 'No limit' },
  { value: 'yes', label: 'Set limit' },
];
const schema = object({ limit: string().required('Please choose') });

it('is a group named by its legend, described by its hint, that keeps the chosen value', async () => {
  const { user, values } = renderForm(
    <FormRadioGroup
      name="limit"
      legend="Set a limit?"
      options={options}
      hint="You can change it"
    />,
    { initialValues: { limit: '' } },
  );
  const group = screen.getByRole('radiogroup', { name: 'Set a limit?' });
  expect(group).toHaveAccessibleDescription('You can change it');
  await user.click(screen.getByRole('radio', { name: 'Set limit' }));
  expect(values().limit).toBe('yes');
});

it('shows its error under the group after a refused submit and focuses the first radio', async () => {
  const { user } = renderForm(
    <FormRadioGroup name="limit" legend="Set a limit?" options={options} />,
    { schema, initialValues: { limit: '' } },
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const group = screen.getByRole('radiogroup', { name: 'Set a limit?' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Please choose');
  expect(screen.getByRole('radio', { name: 'No limit' })).toHaveFocus();
});
