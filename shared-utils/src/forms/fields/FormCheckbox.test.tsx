import { screen } from '@testing-library/react';
import { boolean, object } from 'yup';
import { renderForm } from '../test-utils/renderForm';
import { FormCheckbox } from './FormCheckbox';

const schema = object({
  accept_terms: boolean().oneOf([true], 'You must accept the Terms and Conditions'),
});

it('is a labelled checkbox whose value is a boolean, with its hint', async () => {
  const { user, values } = renderForm(
    <FormCheckbox name="opted_in" label="Send me offers" hint="At most once a week" />,
    { initialValues: { opted_in: false } },
  );
  const checkbox = screen.getByRole('checkbox', { name: 'Send me offers' });
  expect(checkbox).toHaveAccessibleDescription('At most once a week');
  await user.click(checkbox);
  expect(values().opted_in).toBe(true);
});

it('shows its error after a refused submit and takes the focus', async () => {
  const { user } = renderForm(<FormCheckbox name="accept_terms" label="I accept the terms" />, {
    schema,
    initialValues: { accept_terms: false },
  });
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
  expect(checkbox).toHaveAccessibleDescription('You must accept the Terms and Conditions');
  expect(checkbox).toHaveFocus();
});
